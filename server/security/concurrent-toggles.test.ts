// Issue 8, faults and concurrency: 100 concurrent toggles (a mix of on and off) by one member
// on one target leave zero or one row, and every count the API shows equals the rows.
// Counts are never stored in a column: they are counted from the rows each time, so the only
// way to drift would be a duplicate row, which the unique indexes rule out.
import type { Comment } from '@common/comments'
import { follows, likes, notifications, projectBookmarks, savedPosts } from '@server/db/schema'
import { createComment, createPost } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()
const CLICKS = 100

/** Fires CLICKS requests at once, alternating on (PUT) and off (DELETE); all must succeed. */
async function toggleConcurrently(as: TestUser, url: string) {
  const responses = await Promise.all(
    Array.from({ length: CLICKS }, (_, i) =>
      request(t.app, { method: i % 2 === 0 ? 'PUT' : 'DELETE', url, as }),
    ),
  )
  expect(responses.map((r) => r.statusCode)).toEqual(Array(CLICKS).fill(200))
  return responses.map((r) => r.json())
}

/** One settled click after the storm: its answer must describe the rows exactly. */
const settle = (as: TestUser, url: string, on: boolean) =>
  request(t.app, { method: on ? 'PUT' : 'DELETE', url, as }).then((r) => r.json())

describe(`${CLICKS} concurrent toggles by one member on one target`, () => {
  it('post like/unlike: at most one row; likesCount and likedByMe match the rows', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const post = await createPost(t.app, ada)
    const url = `/api/posts/${post.id}/like`
    const answers = await toggleConcurrently(bob, url)
    // Each answer counts at its own commit: never more than the one possible row.
    for (const answer of answers) expect(answer.likesCount).toBeLessThanOrEqual(1)

    const rows = await t.database.db.select().from(likes).where(eq(likes.postId, post.id))
    expect(rows.length).toBeLessThanOrEqual(1)
    const seen = (await request(t.app, { url: `/api/posts/${post.id}`, as: bob })).json()
    expect(seen).toMatchObject({ likesCount: rows.length, likedByMe: rows.length === 1 })

    expect(await settle(bob, url, true)).toEqual({ liked: true, likesCount: 1 })
    expect(await settle(bob, url, false)).toEqual({ liked: false, likesCount: 0 })
    // However many of the 50 likes inserted a row, the author heard of it once.
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.postId, post.id), eq(notifications.type, 'like')))
    expect(notices).toHaveLength(1)
  })

  it('comment like/unlike: at most one row; the comment list shows the same count', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const post = await createPost(t.app, ada)
    const comment = await createComment(t.app, ada, post.id)
    const url = `/api/comments/${comment.id}/like`
    const answers = await toggleConcurrently(bob, url)
    for (const answer of answers) expect(answer.likesCount).toBeLessThanOrEqual(1)

    const rows = await t.database.db.select().from(likes).where(eq(likes.commentId, comment.id))
    expect(rows.length).toBeLessThanOrEqual(1)
    const list = await request(t.app, { url: `/api/posts/${post.id}/comments`, as: bob })
    const shown = (list.json().items as Comment[]).find((c) => c.id === comment.id)
    expect(shown).toMatchObject({ likesCount: rows.length, likedByMe: rows.length === 1 })

    expect(await settle(bob, url, true)).toEqual({ liked: true, likesCount: 1 })
    expect(await settle(bob, url, false)).toEqual({ liked: false, likesCount: 0 })
  })

  it('save/unsave a post: at most one row; savedByMe and the saved list match', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const post = await createPost(t.app, ada)
    const url = `/api/posts/${post.id}/save`
    await toggleConcurrently(bob, url)

    const rows = await t.database.db
      .select()
      .from(savedPosts)
      .where(and(eq(savedPosts.postId, post.id), eq(savedPosts.userId, bob.id)))
    expect(rows.length).toBeLessThanOrEqual(1)
    const seen = (await request(t.app, { url: `/api/posts/${post.id}`, as: bob })).json()
    expect(seen.savedByMe).toBe(rows.length === 1)
    const saved = (await request(t.app, { url: '/api/me/saved/posts', as: bob })).json()
    expect(saved.items).toHaveLength(rows.length)

    expect(await settle(bob, url, true)).toEqual({ saved: true })
    expect(
      (await request(t.app, { url: '/api/me/saved/posts', as: bob })).json().items,
    ).toHaveLength(1)
  })

  it('bookmark/unbookmark a project: at most one row; bookmarkedByMe and the list match', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const project = await createProject(t.app, ada)
    const url = `/api/projects/${project.id}/bookmark`
    await toggleConcurrently(bob, url)

    const rows = await t.database.db
      .select()
      .from(projectBookmarks)
      .where(eq(projectBookmarks.projectId, project.id))
    expect(rows.length).toBeLessThanOrEqual(1)
    const seen = (await request(t.app, { url: `/api/projects/${project.id}`, as: bob })).json()
    expect(seen.bookmarkedByMe).toBe(rows.length === 1)
    const saved = (await request(t.app, { url: '/api/me/saved/projects', as: bob })).json()
    expect(saved.items).toHaveLength(rows.length)

    expect(await settle(bob, url, true)).toEqual({ bookmarked: true })
    expect(await settle(bob, url, false)).toEqual({ bookmarked: false })
  })

  it('follow/unfollow: at most one row; both profiles count it exactly', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const url = `/api/users/${ada.username}/follow`
    const answers = await toggleConcurrently(bob, url)
    for (const answer of answers) expect(answer.followersCount).toBeLessThanOrEqual(1)

    const rows = await t.database.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, bob.id), eq(follows.followingId, ada.id)))
    expect(rows.length).toBeLessThanOrEqual(1)
    const followed = (await request(t.app, { url: `/api/users/${ada.username}`, as: bob })).json()
    expect(followed).toMatchObject({ followersCount: rows.length, followedByMe: rows.length === 1 })
    const follower = (await request(t.app, { url: `/api/users/${bob.username}` })).json()
    expect(follower.followingCount).toBe(rows.length)

    expect(await settle(bob, url, true)).toEqual({ following: true, followersCount: 1 })
    expect(await settle(bob, url, false)).toEqual({ following: false, followersCount: 0 })
  })
})
