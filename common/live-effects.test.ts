import { describe, expect, it } from 'vitest'
import { type LiveClientState, type LiveScope, liveEffects, RefetchCoalescer } from './live-effects'

const me: LiveClientState = { meId: 'me', openPostId: 'post-1' }
const at = 1

describe('liveEffects', () => {
  it("counts another member's post into the pills of the feeds it belongs to, with no request", () => {
    const followed = liveEffects(
      { type: 'post.created', postId: 'p', authorId: 'a', createdAt: 'x', followed: true, at },
      me,
    )
    expect(followed).toContainEqual({
      kind: 'new-post',
      postId: 'p',
      authorId: 'a',
      createdAt: 'x',
      feeds: ['everyone', 'following'],
    })
    const other = liveEffects(
      { type: 'post.created', postId: 'p', authorId: 'a', createdAt: 'x', followed: false, at },
      me,
    )
    expect(other).toContainEqual(expect.objectContaining({ kind: 'new-post', feeds: ['everyone'] }))
    expect([...followed, ...other].some((effect) => effect.kind === 'refetch')).toBe(false)
  })

  it('never counts the reader’s own post into a pill', () => {
    const effects = liveEffects(
      { type: 'post.created', postId: 'p', authorId: 'me', createdAt: 'x', followed: false, at },
      me,
    )
    expect(effects).toEqual([{ kind: 'mark-stale', scope: 'posts' }])
  })

  it('re-reads an edited post only where it is open; lists re-read when next shown', () => {
    expect(liveEffects({ type: 'post.edited', postId: 'post-1', at }, me)).toEqual([
      { kind: 'refetch', scope: 'posts' },
    ])
    expect(liveEffects({ type: 'post.edited', postId: 'p', at }, me)).toEqual([
      { kind: 'mark-stale', scope: 'posts' },
    ])
  })

  it('removes posts, authors and comments by id without a request', () => {
    expect(liveEffects({ type: 'post.removed', postId: 'p', at }, me)).toEqual([
      { kind: 'remove-post', postId: 'p' },
    ])
    expect(liveEffects({ type: 'author.hidden', userId: 'u', at }, me)).toEqual([
      { kind: 'remove-author', userId: 'u' },
    ])
    expect(
      liveEffects(
        {
          type: 'comment.removed',
          postId: 'p',
          commentId: 'c',
          commentCount: 3,
          withReplies: true,
          at,
        },
        me,
      ),
    ).toEqual([
      { kind: 'remove-comment', postId: 'p', commentId: 'c', commentCount: 3, withReplies: true },
    ])
  })

  it('sets the badge from the event and re-reads only an open notifications list', () => {
    expect(liveEffects({ type: 'notifications.unread', unreadCount: 4, at }, me)).toEqual([
      { kind: 'set-unread', unreadCount: 4 },
      { kind: 'refetch', scope: 'notifications' },
    ])
  })

  it('re-reads what is on screen after a resync, for a visitor only the posts', () => {
    const scopes = (state: LiveClientState) =>
      liveEffects({ type: 'live.resync' }, state).map((effect) =>
        effect.kind === 'refetch' ? effect.scope : null,
      )
    expect(scopes(me)).toEqual(['posts', 'unread-count', 'notifications', 'comments'])
    expect(scopes({ meId: null, openPostId: null })).toEqual(['posts'])
    expect(scopes({ meId: null, openPostId: null, openLaunchDay: '2026-12-04' })).toEqual([
      'posts',
      'launches',
    ])
  })

  it('sets a launch’s counts from the message, asking nothing', () => {
    const message = {
      type: 'launch.voted' as const,
      launchId: 'l',
      day: '2026-12-04',
      postId: null,
      votesCount: 12,
      countedVotesCount: 9,
      at,
    }
    expect(liveEffects(message, me)).toEqual([
      { kind: 'set-launch-votes', launchId: 'l', votesCount: 12, countedVotesCount: 9 },
    ])
  })
})

describe('RefetchCoalescer', () => {
  function setup(random = 0.5) {
    let now = 0
    const timers: { at: number; run: () => void }[] = []
    const runs: LiveScope[] = []
    const coalescer = new RefetchCoalescer((scope) => runs.push(scope), {
      now: () => now,
      random: () => random,
      setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
    })
    const advance = (to: number) => {
      now = to
      for (const timer of timers.filter((t) => t.at <= to)) {
        timers.splice(timers.indexOf(timer), 1)
        timer.run()
      }
    }
    return { coalescer, runs, advance, timers }
  }

  it('joins requests that arrive while one waits, after a jittered delay', () => {
    const { coalescer, runs, advance, timers } = setup(0.5)
    coalescer.request('posts')
    coalescer.request('posts')
    expect(timers).toHaveLength(1)
    expect(timers[0]!.at).toBe(1_000)
    advance(1_000)
    expect(runs).toEqual(['posts'])
  })

  it('runs a scope at most once per interval, other scopes independently', () => {
    const { coalescer, runs, advance, timers } = setup(0)
    coalescer.request('posts')
    advance(0)
    coalescer.request('posts')
    coalescer.request('comments')
    expect(timers.map((t) => t.at).sort((a, b) => a - b)).toEqual([0, 5_000])
    advance(0)
    expect(runs).toEqual(['posts', 'comments'])
    advance(5_000)
    expect(runs).toEqual(['posts', 'comments', 'posts'])
  })
})
