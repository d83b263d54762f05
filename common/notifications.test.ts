import { describe, expect, it } from 'vitest'
import { badgeLabel, notificationSentence, notificationTarget } from './notifications'

describe('badgeLabel', () => {
  it('is empty at zero, the count up to 99, then 99+', () => {
    expect(badgeLabel(0)).toBe('')
    expect(badgeLabel(-3)).toBe('')
    expect(badgeLabel(1)).toBe('1')
    expect(badgeLabel(99)).toBe('99')
    expect(badgeLabel(100)).toBe('99+')
    expect(badgeLabel(12_345)).toBe('99+')
  })
})

describe('notificationSentence', () => {
  it('says what happened per type, and something readable for a new type', () => {
    expect(notificationSentence('follow')).toBe('started following you')
    expect(notificationSentence('like')).toBe('liked your post')
    expect(notificationSentence('comment')).toBe('commented on your post')
    expect(notificationSentence('reply')).toBe('replied to your comment')
    expect(notificationSentence('mention')).toBe('mentioned you in a post')
    expect(notificationSentence('project_mention')).toBe('mentioned your project in a post')
    expect(notificationSentence('bookmark')).toBe('interacted with you')
    expect(notificationSentence('toString')).toBe('interacted with you')
  })

  it('says when a mention was made in a comment; other kinds read the same', () => {
    expect(notificationSentence('mention', true)).toBe('mentioned you in a comment')
    expect(notificationSentence('project_mention', true)).toBe(
      'mentioned your project in a comment',
    )
    expect(notificationSentence('reply', true)).toBe('replied to your comment')
    expect(notificationSentence('toString', true)).toBe('interacted with you')
  })
})

describe('notificationTarget', () => {
  const actor = { username: 'ada' }
  it('opens the post, else the project, else the actor', () => {
    expect(notificationTarget({ postId: 'p1', projectId: 'x1', actor })).toBe('/post/p1')
    expect(notificationTarget({ postId: null, projectId: 'x1', actor })).toBe('/project/x1')
    expect(notificationTarget({ postId: null, projectId: null, actor })).toBe('/ada')
  })
})
