import { describe, expect, it } from 'vitest'
import {
  withCommentChange,
  withNewComment,
  withoutAuthorComments,
  withoutComment,
} from './comment-cache'
import { comment, idsOf, page, thread } from './test-fixtures'

describe('withNewComment', () => {
  it('appends a new comment to a thread read to its end, once', () => {
    const data = thread(page([comment('a')], 'next'), page([comment('b')]))
    const added = withNewComment(data, comment('c', 'a'))
    expect(idsOf(added)).toEqual([['a'], ['b', 'c']])
    expect(added?.pages[0]).toBe(data.pages[0])
    // The mutation's answer and the live event both bring it: it shows once.
    expect(withNewComment(added, comment('c', 'a'))).toBe(added)
  })

  it('leaves a thread whose last page is not read: the comment comes with that page', () => {
    const data = thread(page([comment('a')], 'next'))
    expect(withNewComment(data, comment('z'))).toBe(data)
  })

  it('leaves a thread nobody opened', () => {
    expect(withNewComment(undefined, comment('z'))).toBeUndefined()
  })
})

describe('withoutComment', () => {
  const data = thread(
    page([comment('a'), comment('b', 'a'), comment('other')], 'next'),
    page([comment('c', 'b'), comment('d', 'other')]),
  )

  it('takes the replies of a deleted comment with it, at any depth and on any page', () => {
    expect(idsOf(withoutComment(data, 'a', { withReplies: true }))).toEqual([['other'], ['d']])
  })

  it('leaves the replies of a hidden comment in place', () => {
    expect(idsOf(withoutComment(data, 'a', { withReplies: false }))).toEqual([
      ['b', 'other'],
      ['c', 'd'],
    ])
  })

  it('changes nothing for a comment it does not hold', () => {
    expect(withoutComment(data, 'unknown', { withReplies: true })).toBe(data)
  })
})

describe('withoutAuthorComments', () => {
  it("drops a hidden member's comments and keeps the replies others wrote to them", () => {
    const data = thread(page([comment('a', null, 'banned'), comment('b', 'a'), comment('c')]))
    expect(idsOf(withoutAuthorComments(data, 'banned'))).toEqual([['b', 'c']])
  })
})

describe('withCommentChange', () => {
  it('changes only the page holding the comment', () => {
    const data = thread(page([comment('a')], 'next'), page([comment('b')]))
    const liked = withCommentChange(data, 'b', (item) => ({ ...item, likesCount: 7 }))
    expect(liked?.pages[1]?.items[0]?.likesCount).toBe(7)
    expect(liked?.pages[0]).toBe(data.pages[0])
    expect(withCommentChange(data, 'unknown', (item) => item)).toBe(data)
  })
})
