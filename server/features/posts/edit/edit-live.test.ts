import { report } from '@tests/factories/moderation'
import { createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser } from '@tests/support/app'
import {
  type LiveStreamClient,
  streamsSettled,
  useLiveNodes,
  useReadyStreams,
} from '@tests/support/live-stream'
import { describe, expect, it } from 'vitest'

// post.edited reaches the streams that may see the post, once per change (decision 028).

const { nodes } = useLiveNodes(1)
const node = () => nodes[0]!
const openReady = useReadyStreams()

const streamOf = (member: TestUser | null, path = '/api/events') =>
  openReady(node().base, path, member)

const edits = (stream: LiveStreamClient, postId: string) =>
  stream.events().filter((event) => event.type === 'post.edited' && event.postId === postId)
const edit = (as: TestUser, postId: string, content: string) =>
  request(node().app, { method: 'PATCH', url: `/api/posts/${postId}`, as, payload: { content } })

describe('post.edited', () => {
  it("reaches members' streams and visitors on the post's page, once per change", async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const post = await createPost(node().app, ada, { content: 'Before' })
    const [bobs, visitorOnPage] = [
      await streamOf(bob),
      await streamOf(null, `/api/events?post=${post.id}`),
    ]
    expect((await edit(ada, post.id, 'After')).statusCode).toBe(200)
    expect((await edit(ada, post.id, 'After')).statusCode).toBe(200) // unchanged: no event
    await streamsSettled(node(), [bobs, visitorOnPage])
    expect(edits(bobs, post.id)).toEqual([{ type: 'post.edited', postId: post.id }])
    expect(edits(visitorOnPage, post.id)).toEqual([{ type: 'post.edited', postId: post.id }])
  })

  it('of a post hidden by reports: its author hears it, other members do not', async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const post = await createPost(node().app, ada, { content: 'Reported twice' })
    for (const reporter of [await signUp(node().app), await signUp(node().app)]) {
      await report(node().app, reporter, 'post', post.id)
    }
    const [adas, bobs] = [await streamOf(ada), await streamOf(bob)]
    expect((await edit(ada, post.id, 'Rewritten')).statusCode).toBe(200)
    await streamsSettled(node(), [adas, bobs])
    expect(edits(adas, post.id)).toHaveLength(1)
    expect(edits(bobs, post.id)).toEqual([])
  })
})
