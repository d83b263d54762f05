import type { Comment } from '@common/comments'
import { limits } from '@common/limits'
import type { Post } from '@common/posts'
import { moderate, report, signUpModerator } from '@tests/factories/moderation'
import { createComment, createPost } from '@tests/factories/posts'
import { signInAgain } from '@tests/factories/profiles'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// A post's comment count comes from posts.comment_count (kept by triggers) plus each viewer's own
// exceptions; whatever happens, every viewer's card must count what that viewer's thread lists.
const t = useTestApp()

async function thread(postId: string, viewer: TestUser | null) {
  const response = await request(t.app, {
    url: `/api/posts/${postId}/comments?limit=50`,
    ...(viewer ? { as: viewer } : {}),
  })
  return response.statusCode === 200 ? (response.json().items as Comment[]).length : null
}

async function card(postId: string, viewer: TestUser | null) {
  const response = await request(t.app, {
    url: `/api/posts/${postId}`,
    ...(viewer ? { as: viewer } : {}),
  })
  return response.statusCode === 200 ? (response.json() as Post).commentsCount : null
}

/** Each viewer's count on the post's page, in the Everyone feed, and the length of their thread. */
async function countsFor(postId: string, viewers: Record<string, TestUser | null>) {
  const counts: Record<string, number | null> = {}
  for (const [name, viewer] of Object.entries(viewers)) {
    const shown = await card(postId, viewer)
    expect(shown, `${name}: card and thread`).toBe(await thread(postId, viewer))
    if (viewer) {
      const feed = await request(t.app, { url: '/api/posts?limit=50', as: viewer })
      const inFeed = (feed.json().items as Post[] | undefined)?.find((post) => post.id === postId)
      // Only while the post is visible to them (a banned member has no feed).
      if (inFeed) expect(inFeed.commentsCount, `${name}: feed card`).toBe(shown)
    }
    counts[name] = shown
  }
  return counts
}

describe('comment counts', () => {
  it('agrees with SQL on the report threshold', async () => {
    const result = await t.database.db.execute<{ n: number }>(
      sql`select report_hide_threshold() as n`,
    )
    expect(result.rows[0]!.n).toBe(limits.reportHideThreshold)
  })

  it('counts comments and replies as they are added and removed', async () => {
    const [ada, bob, carol] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)]
    const moderator = await signUpModerator(t.app, t.database.db)
    const post = await createPost(t.app, ada)
    const viewers = { ada, bob, carol, visitor: null }
    expect(await countsFor(post.id, viewers)).toEqual({ ada: 0, bob: 0, carol: 0, visitor: 0 })

    const first = await createComment(t.app, bob, post.id)
    await createComment(t.app, carol, post.id, { parentId: first.id })
    await createComment(t.app, ada, post.id)
    expect(await countsFor(post.id, viewers)).toEqual({ ada: 3, bob: 3, carol: 3, visitor: 3 })

    // Removing a comment takes its reply with it.
    expect((await moderate(t.app, moderator, 'remove', 'comment', first.id)).statusCode).toBe(200)
    expect(await countsFor(post.id, viewers)).toEqual({ ada: 1, bob: 1, carol: 1, visitor: 1 })
  })

  it('follows reports: the reporter at once, everyone at the threshold, back on dismissal', async () => {
    const [ada, bob, carol, dave] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ]
    const moderator = await signUpModerator(t.app, t.database.db)
    const post = await createPost(t.app, ada)
    const reported = await createComment(t.app, bob, post.id)
    await createComment(t.app, carol, post.id)
    const viewers = { ada, bob, carol, dave, visitor: null }

    expect((await report(t.app, carol, 'comment', reported.id)).statusCode).toBe(200)
    expect(await countsFor(post.id, viewers)).toEqual({
      ada: 2,
      bob: 2,
      carol: 1,
      dave: 2,
      visitor: 2,
    })

    expect((await report(t.app, dave, 'comment', reported.id)).statusCode).toBe(200)
    // Hidden from everyone but its author, who still sees their own comment.
    expect(await countsFor(post.id, viewers)).toEqual({
      ada: 1,
      bob: 2,
      carol: 1,
      dave: 1,
      visitor: 1,
    })

    expect((await moderate(t.app, moderator, 'dismiss', 'comment', reported.id)).statusCode).toBe(
      200,
    )
    // Back for everyone but its reporters: a dismissed report still hides it from whoever filed it.
    expect(await countsFor(post.id, viewers)).toEqual({
      ada: 2,
      bob: 2,
      carol: 1,
      dave: 1,
      visitor: 2,
    })
  })

  it('follows a ban and an unban of the commenter', async () => {
    const [ada, bob, carol] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)]
    const moderator = await signUpModerator(t.app, t.database.db)
    const post = await createPost(t.app, ada)
    const first = await createComment(t.app, bob, post.id)
    await createComment(t.app, bob, post.id, { parentId: first.id })
    await createComment(t.app, carol, post.id)
    const viewers = { ada, bob, carol, visitor: null }

    expect((await moderate(t.app, moderator, 'ban', 'comment', first.id)).statusCode).toBe(200)
    // A ban ends the member's sessions; signed in again, they still read their own comments.
    const bannedBob = await signInAgain(t.app, bob)
    expect(bannedBob.status).toBe(200)
    expect(await countsFor(post.id, { ...viewers, bob: bannedBob })).toEqual({
      ada: 1,
      bob: 3,
      carol: 1,
      visitor: 1,
    })

    expect((await moderate(t.app, moderator, 'unban', 'comment', first.id)).statusCode).toBe(200)
    expect(await countsFor(post.id, { ...viewers, bob: bannedBob })).toEqual({
      ada: 3,
      bob: 3,
      carol: 3,
      visitor: 3,
    })
  })

  it('follows account deletions: of a commenter, and of a reporter holding a comment hidden', async () => {
    const [ada, bob, carol, dave, erin] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ]
    const post = await createPost(t.app, ada)
    await createComment(t.app, bob, post.id)
    await createComment(t.app, bob, post.id)
    const hidden = await createComment(t.app, carol, post.id)
    await report(t.app, dave, 'comment', hidden.id)
    await report(t.app, erin, 'comment', hidden.id)
    const viewers = { ada, carol, visitor: null }
    expect(await countsFor(post.id, viewers)).toEqual({ ada: 2, carol: 3, visitor: 2 })

    const deleteAccount = (member: TestUser) =>
      request(t.app, {
        method: 'DELETE',
        url: '/api/me',
        as: member,
        payload: { confirm: 'DELETE' },
      })
    expect((await deleteAccount(bob)).statusCode).toBe(204)
    expect(await countsFor(post.id, viewers)).toEqual({ ada: 0, carol: 1, visitor: 0 })

    // One report left: under the threshold, the comment is back for everyone.
    expect((await deleteAccount(erin)).statusCode).toBe(204)
    expect(await countsFor(post.id, { ...viewers, dave })).toEqual({
      ada: 1,
      carol: 1,
      dave: 0,
      visitor: 1,
    })
  })
})
