import type { Post } from '@common/posts'
import { screen, waitFor } from '@testing-library/react'
import { apiError, deferred, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pendingNewPosts } from '../pending-new-posts'
import { page, post } from '../test-fixtures'
import { Feed } from './feed'

// The feed's 'N new posts' pill: others' new posts wait behind it instead of pushing the list
// down, whether the live stream announced them or a re-read brought them
// (tests/e2e/posts-live.spec.ts drives the same against the real server).

const me = { id: 'me', username: 'me', name: 'Me', email: 'me@example.com', avatarUrl: null }

/** What the server's first page holds right now; a test changes it as others post. */
let newest: Post[]

function serve(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': { ...me, role: 'member', banned: false },
    'GET /api/posts': () => page(newest),
    ...routes,
  })
}

/** The posts on screen, top to bottom, by their text (a fixture post's text is its id). */
const shownPosts = () =>
  screen
    .getAllByRole('article')
    .map((article) => texts.find((text) => article.textContent?.includes(text)))
const texts = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Mine']

/** Arrives on the feed by a link, as from another screen (a fresh look at the feed). */
async function openFeed(kind: 'everyone' | 'following' = 'everyone') {
  const view = renderInApp(<Feed kind={kind} />, { at: '/feed', from: '/' })
  await screen.findAllByRole('article')
  return view
}

const feedRequests = (requests: string[]) =>
  requests.filter((request) => request.startsWith('GET /api/posts'))

beforeEach(() => {
  newest = [post('Beta', 2), post('Alpha', 1)]
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  pendingNewPosts.clear()
})

describe('Feed', () => {
  it('shows the posts newest first, with no pill', async () => {
    serve()
    await openFeed()
    expect(shownPosts()).toEqual(['Beta', 'Alpha'])
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull()
  })

  it('counts posts the live stream announces in a pill, without reading them yet', async () => {
    const { requests } = serve()
    await openFeed()
    pendingNewPosts.add(['everyone'], {
      postId: 'Gamma',
      authorId: 'bob',
      createdAt: post('Gamma', 3).createdAt,
    })
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeTruthy()
    pendingNewPosts.add(['everyone', 'following'], {
      postId: 'Delta',
      authorId: 'bob',
      createdAt: post('Delta', 4).createdAt,
    })
    expect(await screen.findByRole('button', { name: '2 new posts' })).toBeTruthy()
    expect(shownPosts()).toEqual(['Beta', 'Alpha'])
    expect(feedRequests(requests)).toEqual(['GET /api/posts?feed=everyone'])
  })

  it('reads the new posts in one request when the pill is pressed, then shows them on top', async () => {
    const { requests } = serve()
    const { user } = await openFeed()
    newest = [post('Gamma', 3, 'bob'), ...newest]
    pendingNewPosts.add(['everyone'], {
      postId: 'Gamma',
      authorId: 'bob',
      createdAt: newest[0]!.createdAt,
    })
    await user.click(await screen.findByRole('button', { name: '1 new post' }))

    await waitFor(() => expect(shownPosts()).toEqual(['Gamma', 'Beta', 'Alpha']))
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull()
    expect(feedRequests(requests)).toEqual([
      'GET /api/posts?feed=everyone',
      'GET /api/posts?feed=everyone',
    ])
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
    // The pill is gone: focus stays on the list it revealed, not lost to the page.
    expect(document.activeElement?.contains(screen.getAllByRole('article')[0]!)).toBe(true)
  })

  it('holds the pill busy while it reads, and keeps it when reading fails', async () => {
    const answer = deferred<Response>()
    let calls = 0
    serve({ 'GET /api/posts': () => (++calls === 1 ? page(newest) : answer.promise) })
    const { user } = await openFeed()
    pendingNewPosts.add(['everyone'], {
      postId: 'Gamma',
      authorId: 'bob',
      createdAt: post('Gamma', 3).createdAt,
    })
    const pill = await screen.findByRole<HTMLButtonElement>('button', { name: '1 new post' })
    await user.click(pill)
    expect(pill.disabled).toBe(true)
    expect(pill.getAttribute('aria-busy')).toBe('true')

    answer.resolve(apiError(503, 'The server is busy, try again in a moment'))
    expect(await screen.findByText('The server is busy, try again in a moment')).toBeTruthy()
    await waitFor(() => expect(pill.disabled).toBe(false))
    expect(screen.getByRole('button', { name: '1 new post' })).toBe(pill)
    expect(shownPosts()).toEqual(['Beta', 'Alpha'])
  })

  it("holds back others' posts a re-read brings, until the pill shows them", async () => {
    const { requests } = serve()
    const { user, queryClient } = await openFeed()
    newest = [post('Gamma', 3, 'bob'), ...newest]
    await queryClient.refetchQueries({ queryKey: ['posts', 'feed', 'everyone'] })

    const pill = await screen.findByRole('button', { name: '1 new post' })
    expect(shownPosts()).toEqual(['Beta', 'Alpha'])
    await user.click(pill)
    expect(shownPosts()).toEqual(['Gamma', 'Beta', 'Alpha'])
    // Already read: showing it asks the server nothing more.
    expect(feedRequests(requests)).toHaveLength(2)
  })

  it("shows the reader's own new post at once, never behind the pill", async () => {
    serve()
    const { queryClient } = await openFeed()
    newest = [post('Mine', 3, 'me'), ...newest]
    await queryClient.refetchQueries({ queryKey: ['posts', 'feed', 'everyone'] })
    await waitFor(() => expect(shownPosts()).toEqual(['Mine', 'Beta', 'Alpha']))
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull()
  })

  it('coming back to the feed holds back what arrived meanwhile; a new visit shows it', async () => {
    serve()
    const first = await openFeed()
    first.unmount()
    newest = [post('Gamma', 3, 'bob'), ...newest]

    // Back (a POP): the list is as the reader left it, so the scroll position still fits.
    const back = renderInApp(<Feed kind="everyone" />, { at: '/feed' })
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeTruthy()
    expect(shownPosts()).toEqual(['Beta', 'Alpha'])
    back.unmount()

    await openFeed()
    expect(shownPosts()).toEqual(['Gamma', 'Beta', 'Alpha'])
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull()
  })

  it("counts neither an announced post the feed already shows nor another feed's", async () => {
    serve()
    await openFeed()
    const announce = (feed: 'everyone' | 'following', text: string, minute: number) =>
      pendingNewPosts.add([feed], {
        postId: text,
        authorId: 'bob',
        createdAt: post(text, minute).createdAt,
      })
    announce('everyone', 'Beta', 2)
    announce('following', 'Delta', 4)
    announce('everyone', 'Gamma', 3)
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeTruthy()
  })

  it('invites the first post on an empty feed, and finding makers on an empty Following feed', async () => {
    newest = []
    serve()
    const { unmount } = renderInApp(<Feed kind="everyone" />, { at: '/feed', from: '/' })
    expect(await screen.findByText('No posts yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create post' }).getAttribute('href')).toBe(
      '/create-post',
    )
    unmount()
    renderInApp(<Feed kind="following" />, { at: '/feed', from: '/' })
    expect(await screen.findByText('No posts from people you follow yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find makers' }).getAttribute('href')).toBe('/search')
  })
})
