import { describe, expect, it } from 'vitest'
import {
  badgeLabel,
  isLaunchNotice,
  launchNoticeSentence,
  notificationGroupSentence,
  notificationSentence,
  notificationTarget,
} from './notifications'

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

describe('launch notices', () => {
  const launch = { projectName: 'Kite', rank: null }
  it('word the app’s own notices whole, naming the project and the rank', () => {
    expect(isLaunchNotice('launch_live')).toBe(true)
    expect(isLaunchNotice('launch_upvote')).toBe(false)
    expect(launchNoticeSentence('launch_live', launch)).toBe('Your launch of Kite is live')
    expect(launchNoticeSentence('launch_notify', launch)).toBe(
      'Kite, which you asked about, launched today',
    )
    expect(
      launchNoticeSentence('launch_ranked', { ...launch, rank: { place: 2, period: 'day' } }),
    ).toBe('Your launch of Kite finished #2 of the day')
    expect(
      launchNoticeSentence('launch_ranked', { ...launch, rank: { place: 1, period: 'week' } }),
    ).toBe('Your launch of Kite finished #1 of the week')
    // The project hidden from the member: the words without it.
    expect(launchNoticeSentence('launch_live', null)).toBe('Your launch is live')
  })

  it('word upvotes after the voter, alone or grouped, and open the launch', () => {
    expect(notificationSentence('launch_upvote', false, 'Kite')).toBe('upvoted your launch of Kite')
    expect(notificationGroupSentence('launch_upvote', 'Kite')).toBe('upvoted your launch of Kite')
    expect(notificationGroupSentence('follow')).toBe('followed you')
    expect(
      notificationTarget({
        postId: null,
        projectId: 'x1',
        launch: { id: 'l1' },
        actor: { username: 'ada' },
      }),
    ).toBe('/launch/l1')
  })
})
