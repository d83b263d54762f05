import type { LiveEffect } from '@common/live-effects'
import type { Post } from '@common/posts'
import {
  InfiniteQueryObserver,
  MutationObserver,
  QueryClient,
  type QueryKey,
  QueryObserver,
} from '@tanstack/react-query'
import { notificationKeys } from '@web/features/notifications/api'
import { type CommentPages, commentKeys, type PostPages, postKeys } from '@web/features/posts/api'
import { deleteMutationKey } from '@web/features/posts/mutations'
import { pendingNewPosts } from '@web/features/posts/pending-new-posts'
import { comment, feed, idsOf, page, post, thread } from '@web/features/posts/test-fixtures'
import { isApiError } from '@web/lib/api'
import { afterEach, describe, expect, it } from 'vitest'
import { createLiveCache } from './live-cache'

type Applied = Exclude<LiveEffect, { kind: 'refetch' }>

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const cache = createLiveCache(client)
  const reads: string[] = []
  /** A query on screen: an observer holds it; each read of it is counted. */
  const onScreen = (queryKey: QueryKey, data: unknown) => {
    client.setQueryData(queryKey, data)
    const queryFn = () => {
      reads.push(JSON.stringify(queryKey))
      return data
    }
    const observer =
      data && typeof data === 'object' && 'pages' in data
        ? new InfiniteQueryObserver(client, {
            queryKey,
            queryFn,
            staleTime: Number.POSITIVE_INFINITY,
            initialPageParam: null,
            getNextPageParam: () => null,
          })
        : new QueryObserver(client, { queryKey, queryFn, staleTime: Number.POSITIVE_INFINITY })
    observer.subscribe(() => {})
  }
  const apply = (...effects: Applied[]) => {
    for (const effect of effects) cache.apply(effect)
  }
  return { client, cache, reads, onScreen, apply }
}

const pendingIds = (feed: 'everyone' | 'following') =>
  pendingNewPosts.get(feed).map((item) => item.postId)

const newPost = (postId: string, authorId = 'someone'): Applied => ({
  kind: 'new-post',
  postId,
  authorId,
  createdAt: post(postId, 9).createdAt,
  feeds: ['everyone', 'following'],
})

afterEach(() => pendingNewPosts.clear())

describe('live effects on the caches', () => {
  it('counts a new post into the pill of each loaded feed without asking the server', () => {
    const { onScreen, apply, reads } = setup()
    onScreen(postKeys.feed('everyone'), feed(page([post('shown', 1)])))
    apply(newPost('new'), newPost('shown'))
    expect(pendingIds('everyone')).toEqual(['new'])
    // The Following feed was never read: its first read brings the post.
    expect(pendingIds('following')).toEqual([])
    expect(reads).toEqual([])
  })

  it('marks a scope stale without a request, and re-reads only the queries on screen', async () => {
    const { client, cache, onScreen, apply, reads } = setup()
    onScreen(postKeys.feed('everyone'), feed(page([post('a', 1)])))
    client.setQueryData(postKeys.tag('off-screen'), feed(page([post('a', 1)])))
    apply({ kind: 'mark-stale', scope: 'posts' })
    expect(client.getQueryState(postKeys.tag('off-screen'))?.isInvalidated).toBe(true)
    expect(client.getQueryState(postKeys.feed('everyone'))?.isInvalidated).toBe(true)
    expect(reads).toEqual([])

    cache.refetch('posts')
    await expect.poll(() => reads).toEqual([JSON.stringify(postKeys.feed('everyone'))])
  })

  it('sets the badge from the event; a list re-read leaves the count it set alone', async () => {
    const { client, cache, onScreen, apply, reads } = setup()
    onScreen(notificationKeys.unreadCount(), { count: 1 })
    onScreen(notificationKeys.list(), feed(page([])))
    apply({ kind: 'set-unread', unreadCount: 4 })
    expect(client.getQueryData(notificationKeys.unreadCount())).toEqual({ count: 4 })
    cache.refetch('notifications')
    await expect.poll(() => reads).toEqual([JSON.stringify(notificationKeys.list())])
  })

  it('drops a removed post from every list and the pill, and its open page says not found', () => {
    const { client, onScreen, apply, reads } = setup()
    onScreen(postKeys.feed('everyone'), feed(page([post('gone', 2), post('kept', 1)])))
    client.setQueryData(postKeys.tag('t'), feed(page([post('gone', 2)])))
    onScreen(postKeys.detail('gone'), post('gone', 2))
    apply(newPost('announced'), { kind: 'remove-post', postId: 'announced' })
    apply({ kind: 'remove-post', postId: 'gone' })

    expect(idsOf(client.getQueryData<PostPages>(postKeys.feed('everyone')))).toEqual([['kept']])
    expect(idsOf(client.getQueryData<PostPages>(postKeys.tag('t')))).toEqual([[]])
    expect(pendingIds('everyone')).toEqual([])
    const detail = client.getQueryState(postKeys.detail('gone'))
    expect(detail?.status).toBe('error')
    expect(isApiError(detail?.error, 404)).toBe(true)
    expect(reads).toEqual([])
  })

  it('leaves a post this tab is deleting to the delete itself', () => {
    const { client, onScreen, apply } = setup()
    onScreen(postKeys.feed('everyone'), feed(page([post('mine', 1, 'me')])))
    void new MutationObserver(client, {
      mutationKey: deleteMutationKey('mine'),
      mutationFn: () => new Promise<void>(() => {}),
    }).mutate()
    apply({ kind: 'remove-post', postId: 'mine' })
    expect(idsOf(client.getQueryData<PostPages>(postKeys.feed('everyone')))).toEqual([['mine']])
  })

  it("drops a hidden member's posts, pending posts and comments", () => {
    const { client, onScreen, apply, reads } = setup()
    onScreen(postKeys.feed('everyone'), feed(page([post('theirs', 2, 'banned'), post('a', 1)])))
    onScreen(commentKeys.forPost('a'), thread(page([comment('x', null, 'banned'), comment('y')])))
    apply(newPost('announced', 'banned'), { kind: 'remove-author', userId: 'banned' })
    expect(idsOf(client.getQueryData<PostPages>(postKeys.feed('everyone')))).toEqual([['a']])
    expect(idsOf(client.getQueryData<CommentPages>(commentKeys.forPost('a')))).toEqual([['y']])
    expect(pendingIds('everyone')).toEqual([])
    expect(reads).toEqual([])
  })

  it('appends a new comment to the open thread once and sets the count everywhere', () => {
    const { client, onScreen, apply, reads } = setup()
    onScreen(postKeys.detail('p'), post('p', 1))
    onScreen(postKeys.feed('everyone'), feed(page([post('p', 1)])))
    onScreen(commentKeys.forPost('p'), thread(page([comment('a')])))
    const added: Applied = {
      kind: 'add-comment',
      postId: 'p',
      comment: comment('b', 'a'),
      commentCount: 2,
    }
    apply(added, added)
    expect(idsOf(client.getQueryData<CommentPages>(commentKeys.forPost('p')))).toEqual([['a', 'b']])
    expect(client.getQueryData<Post>(postKeys.detail('p'))?.commentsCount).toBe(2)
    const inFeed = client.getQueryData<PostPages>(postKeys.feed('everyone'))
    expect(inFeed?.pages[0]?.items[0]?.commentsCount).toBe(2)

    apply(
      { kind: 'set-comment-likes', postId: 'p', commentId: 'a', likesCount: 3 },
      { kind: 'remove-comment', postId: 'p', commentId: 'a', commentCount: 0, withReplies: true },
    )
    expect(idsOf(client.getQueryData<CommentPages>(commentKeys.forPost('p')))).toEqual([[]])
    expect(client.getQueryData<Post>(postKeys.detail('p'))?.commentsCount).toBe(0)
    expect(reads).toEqual([])
  })

  it('forgets the pill of the last session on reset', () => {
    const { cache, onScreen, apply } = setup()
    onScreen(postKeys.feed('everyone'), feed(page([post('a', 1)])))
    apply(newPost('new'))
    cache.reset()
    expect(pendingIds('everyone')).toEqual([])
  })
})
