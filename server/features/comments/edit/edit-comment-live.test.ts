import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser } from '@tests/support/app'
import { streamsSettled, useLiveNodes, useReadyStreams } from '@tests/support/live-stream'
import { describe, expect, it } from 'vitest'

// An edited comment is read again by the threads showing it, its author's too (decision 039).

const { nodes } = useLiveNodes(1)
const node = () => nodes[0]!
const openReady = useReadyStreams()

const threadStream = (member: TestUser | null, postId: string) =>
  openReady(node().base, `/api/events?post=${postId}`, member)

describe('comment.edited', () => {
  it('asks every open thread to re-read the comment, once per change', async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const post = await createPost(node().app, ada, { content: 'Thread' })
    const comment = await createComment(node().app, bob, post.id, { content: 'Before' })
    const streams = [
      await threadStream(bob, post.id),
      await threadStream(ada, post.id),
      await threadStream(null, post.id),
    ]
    const edit = () =>
      request(node().app, {
        method: 'PATCH',
        url: `/api/comments/${comment.id}`,
        as: bob,
        payload: { content: 'After' },
      })
    expect((await edit()).statusCode).toBe(200)
    expect((await edit()).statusCode).toBe(200) // unchanged: no event
    await streamsSettled(node(), streams)
    for (const stream of streams) {
      const rereads = stream
        .events()
        .filter((event) => event.type === 'comment.restored' && event.commentId === comment.id)
      expect(rereads).toEqual([
        { type: 'comment.restored', postId: post.id, commentId: comment.id },
      ])
    }
  })
})
