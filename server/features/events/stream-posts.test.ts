import { report, signUpModerator } from '@tests/factories/moderation'
import { banDirectly, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { createUpdate } from '@tests/factories/project-updates'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser } from '@tests/support/app'
import {
  type LiveStreamClient,
  streamsSettled,
  useLiveNodes,
  useReadyStreams,
} from '@tests/support/live-stream'
import { describe, expect, it } from 'vitest'

// What a stream receives about posts: new ones only where a feed lists them, with whether the
// member follows the author; removals to whoever no longer sees the post (decision 002).

const { database, nodes } = useLiveNodes(1)
const node = () => nodes[0]!
const openReady = useReadyStreams()

const streamOf = (member: TestUser | null, path = '/api/events') =>
  openReady(node().base, path, member)

const postEvents = (stream: LiveStreamClient, postId: string) =>
  stream.events().filter((event) => event.postId === postId)

describe('post.created', () => {
  it('reaches members, not visitors, and says whether each member follows the author', async () => {
    const [ada, bob, cy] = [
      await signUp(node().app),
      await signUp(node().app),
      await signUp(node().app),
    ]
    await follow(node().app, bob, ada)
    const [visitor, bobs, cys, adas] = [
      await streamOf(null),
      await streamOf(bob),
      await streamOf(cy),
      await streamOf(ada),
    ]
    const post = await createPost(node().app, ada)
    await streamsSettled(node(), [visitor, bobs, cys, adas])
    const created = {
      type: 'post.created',
      postId: post.id,
      authorId: ada.id,
      createdAt: post.createdAt,
    }
    expect(postEvents(visitor, post.id)).toEqual([])
    expect(postEvents(bobs, post.id)).toEqual([{ ...created, followed: true }])
    expect(postEvents(cys, post.id)).toEqual([{ ...created, followed: false }])
    expect(postEvents(adas, post.id)).toEqual([{ ...created, followed: false }])
  })

  it('says followed for an update of a project the member follows, from a follow taken live or before the stream', async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const project = await createProject(node().app, ada)
    const followProject = (following: boolean) =>
      request(node().app, {
        method: following ? 'PUT' : 'DELETE',
        url: `/api/projects/${project.id}/follow`,
        as: bob,
      })
    const bobsLiveTab = await streamOf(bob)
    const followedFlags = async (tabs: LiveStreamClient[]) => {
      const update = await createUpdate(node().app, ada, project.id)
      await streamsSettled(node(), tabs)
      return tabs.map((s) => postEvents(s, update.id)[0]?.followed)
    }
    expect(await followedFlags([bobsLiveTab])).toEqual([false])
    expect((await followProject(true)).statusCode).toBe(200)
    const bobsNewTab = await streamOf(bob)
    expect(await followedFlags([bobsLiveTab, bobsNewTab])).toEqual([true, true])
    // A plain post of the project's maker is not the project's: bob follows the project only.
    const post = await createPost(node().app, ada)
    await streamsSettled(node(), [bobsLiveTab])
    expect(postEvents(bobsLiveTab, post.id)[0]?.followed).toBe(false)
    expect((await followProject(false)).statusCode).toBe(200)
    expect(await followedFlags([bobsLiveTab, bobsNewTab])).toEqual([false, false])
  })

  it('follows a follow and an unfollow at once, without reconnecting', async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const [bobsFirstTab, bobsSecondTab] = [await streamOf(bob), await streamOf(bob)]
    const followedFlags = async () => {
      const post = await createPost(node().app, ada)
      await streamsSettled(node(), [bobsFirstTab, bobsSecondTab])
      return [bobsFirstTab, bobsSecondTab].map((s) => postEvents(s, post.id)[0]?.followed)
    }
    expect(await followedFlags()).toEqual([false, false])
    await follow(node().app, bob, ada)
    expect(await followedFlags()).toEqual([true, true])
    await request(node().app, {
      method: 'DELETE',
      url: `/api/users/${ada.username}/follow`,
      as: bob,
    })
    expect(await followedFlags()).toEqual([false, false])
  })

  it('goes only to its author when the author was banned before it was sent', async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const [adas, bobs] = [await streamOf(ada), await streamOf(bob)]
    const post = await createPost(node().app, ada)
    await streamsSettled(node(), [adas, bobs])
    await banDirectly(database.db, ada.id)
    // The write raced the ban: the node checks the author when it completes the event.
    await node().bus.publish({
      type: 'post.created',
      postId: post.id,
      authorId: ada.id,
      createdAt: post.createdAt,
    })
    await streamsSettled(node(), [adas, bobs])
    expect(postEvents(adas, post.id)).toHaveLength(2)
    expect(postEvents(bobs, post.id)).toHaveLength(1)
  })
})

describe('post.removed', () => {
  it('leaves the author of a post hidden by reports and a moderator on its page alone', async () => {
    const [ada, bob, r1, r2] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(node().app)),
    )
    const moderator = await signUpModerator(node().app, database.db)
    const post = await createPost(node().app, ada!)
    const streams = {
      visitor: await streamOf(null),
      member: await streamOf(bob!),
      author: await streamOf(ada!),
      moderator: await streamOf(moderator),
      moderatorOnPage: await streamOf(moderator, `/api/events?post=${post.id}`),
    }
    await report(node().app, r1!, 'post', post.id)
    await report(node().app, r2!, 'post', post.id)
    await streamsSettled(node(), Object.values(streams))
    const removed = (stream: LiveStreamClient) =>
      postEvents(stream, post.id).some((event) => event.type === 'post.removed')
    expect(
      Object.fromEntries(Object.entries(streams).map(([who, s]) => [who, removed(s)])),
    ).toEqual({
      visitor: true,
      member: true,
      author: false,
      moderator: true,
      moderatorOnPage: false,
    })
  })

  it('tells everyone, its author included, when the post is deleted', async () => {
    const [ada, bob] = [await signUp(node().app), await signUp(node().app)]
    const [adas, bobs, visitor] = [await streamOf(ada), await streamOf(bob), await streamOf(null)]
    const post = await createPost(node().app, ada)
    await request(node().app, { method: 'DELETE', url: `/api/posts/${post.id}`, as: ada })
    await streamsSettled(node(), [adas, bobs, visitor])
    for (const stream of [adas, bobs, visitor]) {
      expect(postEvents(stream, post.id).at(-1)).toEqual({ type: 'post.removed', postId: post.id })
    }
  })
})
