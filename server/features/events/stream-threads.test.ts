import { report, signUpModerator } from '@tests/factories/moderation'
import { createComment, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { request, signUp, type TestUser } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import {
  type LiveStreamClient,
  openLiveStream,
  streamsSettled,
  useLiveNodes,
  useReadyStreams,
  waitUntil,
} from '@tests/support/live-stream'
import { describe, expect, it } from 'vitest'

// What a stream receives about threads and badges: the comment itself and the post's count for
// the watchers of that post who may read it, the unread count for its member only; and how the
// node completes a batch (one query per kind) or says it could not (live.resync).

const { database, nodes } = useLiveNodes(1)
const node = () => nodes[0]!
const openReady = useReadyStreams()

const streamOf = (member: TestUser | null, postId?: string) =>
  openReady(node().base, postId ? `/api/events?post=${postId}` : '/api/events', member)

const ofType = (stream: LiveStreamClient, type: string) =>
  stream.events().filter((event) => event.type === type)

describe('comment events', () => {
  it('carry the comment and the count, to the watchers of that post only', async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const post = await createPost(node().app, ada)
    const other = await createPost(node().app, ada)
    const [watcher, visitorWatcher, elsewhere, notWatching] = [
      await streamOf(bob, post.id),
      await streamOf(null, post.id),
      await streamOf(bob, other.id),
      await streamOf(bob),
    ]
    const comment = await createComment(node().app, bob, post.id, { content: 'First!' })
    // The node reads the comment when it completes the event: like it only once that is done,
    // or the event would carry the like already.
    await waitUntil(() =>
      [watcher, visitorWatcher].every((s) => ofType(s, 'comment.created').length === 1),
    )
    await request(node().app, { method: 'PUT', url: `/api/comments/${comment.id}/like`, as: ada })
    await streamsSettled(node(), [watcher, visitorWatcher, elsewhere, notWatching])
    const expected = [
      { type: 'comment.created', postId: post.id, comment, commentCount: 1 },
      { type: 'comment.liked', postId: post.id, commentId: comment.id, likesCount: 1 },
    ]
    const threadEvents = (s: LiveStreamClient) =>
      s.events().filter((e) => e.type.startsWith('comment.') && e.postId === post.id)
    expect(threadEvents(watcher)).toEqual(expected)
    expect(threadEvents(visitorWatcher)).toEqual(expected)
    expect(threadEvents(elsewhere)).toEqual([])
    expect(threadEvents(notWatching)).toEqual([])
  })

  it('reach nobody watching a post since hidden by reports, but its author and moderators', async () => {
    const [ada, bob, r1, r2] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(node().app)),
    )
    const moderator = await signUpModerator(node().app, database.db)
    const post = await createPost(node().app, ada!)
    const [member, author, moderators] = [
      await streamOf(bob!, post.id),
      await streamOf(ada!, post.id),
      await streamOf(moderator, post.id),
    ]
    await report(node().app, r1!, 'post', post.id)
    await report(node().app, r2!, 'post', post.id)
    // Only its author may still comment on it.
    await createComment(node().app, ada!, post.id)
    await streamsSettled(node(), [member, author, moderators])
    expect(ofType(member, 'comment.created')).toEqual([])
    expect(ofType(author, 'comment.created')).toHaveLength(1)
    expect(ofType(moderators, 'comment.created')).toHaveLength(1)
  })

  it('tell watchers a comment hidden by reports left, replies standing, but not its author', async () => {
    const [ada, bob, r1, r2] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(node().app)),
    )
    const post = await createPost(node().app, ada!)
    const comment = await createComment(node().app, bob!, post.id)
    const [watcher, commenter] = [await streamOf(ada!, post.id), await streamOf(bob!, post.id)]
    await report(node().app, r1!, 'comment', comment.id)
    await report(node().app, r2!, 'comment', comment.id)
    await streamsSettled(node(), [watcher, commenter])
    expect(ofType(watcher, 'comment.removed')).toEqual([
      {
        type: 'comment.removed',
        postId: post.id,
        commentId: comment.id,
        commentCount: 0,
        withReplies: false,
      },
    ])
    expect(ofType(commenter, 'comment.removed')).toEqual([])
  })
})

describe('notifications.unread', () => {
  it('sends the new unread count to its member’s tabs only, also after marking read', async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const [adasTab, adasOtherTab, bobs] = [
      await streamOf(ada),
      await streamOf(ada),
      await streamOf(bob),
    ]
    await follow(node().app, bob, ada)
    await createComment(node().app, bob, (await createPost(node().app, ada)).id)
    await streamsSettled(node(), [adasTab, adasOtherTab, bobs])
    await request(node().app, { method: 'POST', url: '/api/notifications/read-all', as: ada })
    await streamsSettled(node(), [adasTab, adasOtherTab, bobs])
    const counts = (s: LiveStreamClient) =>
      ofType(s, 'notifications.unread').map((e) => e.unreadCount)
    expect(counts(adasTab)).toEqual([1, 2, 0])
    expect(counts(adasOtherTab)).toEqual([1, 2, 0])
    expect(counts(bobs)).toEqual([])
  })
})

describe('completing a batch', () => {
  it('reads at most one query per kind, whatever the number of events and streams', async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => signUp(node().app)))
    const post = await createPost(node().app, members[0]!)
    const comments = await Promise.all(members.map((m) => createComment(node().app, m, post.id)))
    const streams = [
      ...(await Promise.all(members.map((m) => streamOf(m, post.id)))),
      ...(await Promise.all(members.map((m) => streamOf(m)))),
    ]
    // What the writes above sent may still be arriving: count from here on.
    await streamsSettled(node(), streams)
    const seen = streams.map((s) => s.events().length)
    const since = (s: LiveStreamClient, i: number, type: string) =>
      s
        .events()
        .slice(seen[i])
        .filter((event) => event.type === type)
    const queries = await countQueries(
      database.pool,
      async () => {
        await node().bus.publish([
          {
            type: 'post.created',
            postId: post.id,
            authorId: members[0]!.id,
            createdAt: post.createdAt,
          },
          ...comments.map((c) => ({
            type: 'comment.created' as const,
            postId: post.id,
            commentId: c.id,
          })),
          ...members.map((m) => ({ type: 'notifications.changed' as const, userId: m.id })),
        ])
        await waitUntil(() =>
          streams.every((s, i) => since(s, i, 'notifications.unread').length === 1),
        )
      },
      { scope: 'all' },
    )
    for (const [i, stream] of streams.entries()) {
      expect(since(stream, i, 'post.created')).toHaveLength(1)
      expect(since(stream, i, 'comment.created')).toHaveLength(i < 3 ? 3 : 0)
    }
    // The NOTIFY, then posts, threads and unread counts: one query each.
    expect(queries).toBeLessThanOrEqual(4)
  })

  it('tells every stream to re-read when a completion query fails, then goes on', async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const post = await createPost(node().app, ada)
    const stream = await streamOf(bob, post.id)
    const first = await createComment(node().app, ada, post.id)
    await waitUntil(() => ofType(stream, 'comment.created').length === 1)
    const before = stream.state.lastId
    // The database goes away right after the NOTIFY: the node's completion query fails.
    const pool = database.pool
    const original = pool.query.bind(pool)
    pool.query = ((...args: Parameters<typeof original>) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text
      if (text.includes('pg_notify')) return original(...args)
      return Promise.reject(new Error('database away'))
    }) as typeof pool.query
    try {
      await node().bus.publish({ type: 'comment.created', postId: post.id, commentId: first.id })
      await waitUntil(() => stream.types().includes('live.resync'), 'live.resync')
    } finally {
      pool.query = original
    }
    const comment = await createComment(node().app, ada, post.id)
    await waitUntil(() => ofType(stream, 'comment.created').length === 2)
    expect(ofType(stream, 'comment.created')[1]).toMatchObject({ comment: { id: comment.id } })
    // What the failed batch said is not in the history: resuming from before it resyncs.
    const resumed = await openLiveStream(node().base, '/api/events', { lastEventId: before })
    try {
      await waitUntil(() => resumed.types().includes('live.ready'))
      expect(resumed.types()[0]).toBe('live.resync')
    } finally {
      await resumed.close()
    }
  })
})
