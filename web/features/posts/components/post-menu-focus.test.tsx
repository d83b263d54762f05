import type { Post } from '@common/posts'
import { screen, waitFor, within } from '@testing-library/react'
import { stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, post } from '../test-fixtures'
import { Feed } from './feed'
import { PostList } from './post-list'

// Blocking or muting a post's author from its menu in a list (issue 31): the list is read again
// without their posts, and the card leaves with the menu button that had focus; focus goes on
// to the next card still listed, or to the list, never to the page's start (as the
// notifications list does, notifications-menu.test.tsx).

const me = { id: 'me', username: 'me', name: 'Me', email: 'me@example.com', avatarUrl: null }

/** The server's feed; a block or mute takes its member's posts out, as the server does. */
let stored: Post[]

function serve() {
  const shield = (request: { url: URL }) => {
    const username = request.url.pathname.split('/')[3]
    stored = stored.filter((item) => item.author.username !== username)
  }
  return stubApi({
    'GET /api/me': { ...me, role: 'member', banned: false },
    'GET /api/posts': () => page(stored),
    'GET /api/users/:username/posts': () => page(stored),
    'PUT /api/users/:username/block': (request) => {
      shield(request)
      return { blocked: true }
    },
    'PUT /api/users/:username/mute': (request) => {
      // "Notifications only" leaves their posts where they are.
      if (!(request.body as { notificationsOnly: boolean }).notificationsOnly) shield(request)
      return { muted: true, notificationsOnly: false, expiresAt: null }
    },
  })
}

/** The card showing `text` (a fixture post's text is its id). */
const card = (text: string) => {
  const found = screen
    .getAllByRole('article')
    .find((article) => within(article).queryByText(text) !== null)
  if (!found) throw new Error(`No card says '${text}'`)
  return found
}

async function openFeed() {
  const view = renderInApp(<Feed kind="everyone" />, { at: '/feed', from: '/' })
  await screen.findAllByRole('article')
  return view
}

/** Opens the card's menu by keyboard and picks `item`. */
async function choose(user: ReturnType<typeof renderInApp>['user'], text: string, item: string) {
  within(card(text)).getByRole('button', { name: 'Post options' }).focus()
  await user.keyboard('{Enter}')
  await user.click(await screen.findByRole('menuitem', { name: item }))
}

beforeEach(() => {
  // Newest first: Bob wrote the second and the third.
  stored = [
    post('Delta', 4, 'ada'),
    post('Gamma', 3, 'bob'),
    post('Beta', 2, 'bob'),
    post('Alpha', 1, 'cara'),
  ]
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

describe("A post's menu in a list, once its author is blocked or muted", () => {
  it('moves focus to the next card still listed, past the author’s other posts', async () => {
    serve()
    const { user } = await openFeed()
    await choose(user, 'Gamma', 'Mute @bob')
    const dialog = await screen.findByRole('dialog', { name: 'Mute @bob' })
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }))

    expect(await screen.findByText('Muted @bob')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Gamma')).toBeNull())
    expect(screen.queryByText('Beta')).toBeNull()
    // Beta, next below, left with Gamma: Alpha takes focus.
    await waitFor(() => expect(document.activeElement).toBe(card('Alpha')))
  })

  it('moves focus to the list when no card is below', async () => {
    stored = [post('Delta', 4, 'ada'), post('Gamma', 3, 'bob')]
    serve()
    const { user } = await openFeed()
    await choose(user, 'Gamma', 'Block @bob')
    const confirm = await screen.findByRole('alertdialog', { name: 'Block @bob?' })
    await user.click(within(confirm).getByRole('button', { name: 'Block' }))

    expect(await screen.findByText('Blocked @bob')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Gamma')).toBeNull())
    await waitFor(() => expect(document.activeElement?.contains(card('Delta'))).toBe(true))
    expect(document.activeElement).not.toBe(document.body)
    expect(document.activeElement).not.toBe(card('Delta'))
  })

  it('moves focus to the list, with its empty state, when the last card leaves', async () => {
    stored = [post('Gamma', 3, 'bob')]
    serve()
    const { user } = renderInApp(
      <PostList
        queryKey={['posts', 'user', 'bob']}
        fetchPage={async () => {
          const response = await fetch('/api/users/bob/posts')
          return response.json()
        }}
        emptyText="No posts yet"
      />,
      { at: '/bob' },
    )
    await screen.findByRole('article')
    await choose(user, 'Gamma', 'Block @bob')
    const confirm = await screen.findByRole('alertdialog', { name: 'Block @bob?' })
    await user.click(within(confirm).getByRole('button', { name: 'Block' }))

    const empty = await screen.findByText('No posts yet')
    await waitFor(() => expect(document.activeElement?.contains(empty)).toBe(true))
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1')
  })

  it('keeps focus on the card when it stays (a mute of notifications only)', async () => {
    const { requests } = serve()
    const { user } = await openFeed()
    await choose(user, 'Gamma', 'Mute @bob')
    const dialog = await screen.findByRole('dialog', { name: 'Mute @bob' })
    await user.click(within(dialog).getByRole('checkbox', { name: /Mute notifications only/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }))

    expect(await screen.findByText('Muted @bob')).toBeTruthy()
    // The feed is read again, Gamma still in it, and focus is on its card (the closed dialog
    // had dropped it).
    await waitFor(() =>
      expect(requests.filter((request) => request.startsWith('GET /api/posts'))).toHaveLength(2),
    )
    await waitFor(() => expect(document.activeElement).toBe(card('Gamma')))
  })
})
