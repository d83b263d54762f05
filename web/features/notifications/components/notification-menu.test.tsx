import type { Notification } from '@common/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import { type StubRequest, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { beforeEach, describe, expect, it } from 'vitest'
import { NotificationsScreen } from './notifications-screen'

// Blocking and muting from a notification (issue 31 §1-2): each item's options name its actor
// (a group's newest, the one its sentence names), and the list drops what the block or mute
// hides once it is done (tests/e2e/safety-block.spec.ts drives the same against the real server).

const person = (username: string) => ({
  id: username,
  username,
  name: username[0]!.toUpperCase() + username.slice(1),
  avatarUrl: null,
})

function notification(id: string, type: string, actors: string[]): Notification {
  const people = actors.map(person)
  return {
    id,
    type,
    isRead: true,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    actor: people[0]!,
    actors: people.slice(0, 3),
    actorCount: actors.length,
    postId: 'p1',
    projectId: null,
    commentId: type === 'comment' ? 'c1' : null,
    target: '/post/p1',
    quote: null,
    projectName: null,
    launch: null,
    actorFollowedByMe: false,
  }
}

/** The server's notifications; a block or mute takes its member's out, as the server does. */
let stored: Notification[]
let sent: StubRequest[]

const without = (username: string) => {
  stored = stored
    .map((item) => {
      const actors = item.actors.filter((actor) => actor.username !== username)
      if (actors.length === item.actors.length) return item
      return actors[0]
        ? { ...item, actor: actors[0], actors, actorCount: item.actorCount - 1 }
        : null
    })
    .filter((item) => item !== null)
}

function serve() {
  sent = []
  return stubApi({
    'GET /api/me': { ...person('me'), email: 'me@example.com', role: 'member', banned: false },
    'GET /api/notifications': () => ({ items: stored, nextCursor: null }),
    'GET /api/notifications/unread-count': { count: 0 },
    'PUT /api/users/:username/block': (request) => {
      sent.push(request)
      without(request.url.pathname.split('/')[3] ?? '')
      return { blocked: true }
    },
    'PUT /api/users/:username/mute': (request) => {
      sent.push(request)
      without(request.url.pathname.split('/')[3] ?? '')
      return { muted: true, notificationsOnly: true, expiresAt: null }
    },
  })
}

beforeEach(() => {
  stored = [
    notification('n-comment', 'comment', ['bob']),
    notification('n-likes', 'like', ['cara', 'bob', 'ada']),
    notification('n-follow', 'follow', ['eve']),
  ]
})

async function item(text: string) {
  const list = await screen.findByRole('list', { name: 'Notifications' })
  const found = within(list)
    .getAllByRole('listitem')
    .find((entry) => entry.textContent?.includes(text))
  if (!found) throw new Error(`No notification says '${text}'`)
  return found
}

describe('Notification options', () => {
  it("offers Mute and Block of the item's actor, and of a group's newest actor only", async () => {
    serve()
    const { user } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    const comment = await item('commented on your post')
    // Every item has one, follows too (beside Follow back).
    expect(screen.getAllByRole('button', { name: 'Notification options' })).toHaveLength(3)
    await user.click(within(comment).getByRole('button', { name: 'Notification options' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Mute @bob', 'Block @bob'])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())

    // "Cara and 2 others liked your post": the menu is about Cara, whom it names.
    const likes = await item('Cara and 2 others liked your post')
    await user.click(within(likes).getByRole('button', { name: 'Notification options' }))
    const groupMenu = await screen.findByRole('menu')
    expect(
      within(groupMenu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Mute @cara', 'Block @cara'])
  })

  it("blocks after the confirmation, and the actor's notifications leave the list", async () => {
    serve()
    const { user } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    const comment = await item('commented on your post')
    await user.click(within(comment).getByRole('button', { name: 'Notification options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Block @bob' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Block @bob?' })
    expect(confirm.textContent).toContain('They are not told.')
    await user.click(within(confirm).getByRole('button', { name: 'Block' }))

    expect(await screen.findByText('Blocked @bob')).toBeTruthy()
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'PUT /api/users/bob/block',
    ])
    // The list is read again: Bob's comment is gone, and the likes no longer count him.
    await waitFor(() => expect(screen.queryByText(/commented on your post/)).toBeNull())
    expect(await item('Cara and 1 other liked your post')).toBeTruthy()
    // The item and its button are gone: focus is on the list, not lost at the page's start.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Notifications' })),
    )
  })

  it('is used with the keyboard alone: open, move, choose, and mute with its terms', async () => {
    serve()
    const { user } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    const follow = await item('started following you')
    within(follow).getByRole('button', { name: 'Notification options' }).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Mute @eve')
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Mute @eve' })
    await user.click(within(dialog).getByRole('checkbox', { name: /Mute notifications only/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }))

    expect(await screen.findByText('Muted @eve')).toBeTruthy()
    expect(sent.map((request) => request.body)).toEqual([
      { duration: 'forever', notificationsOnly: true },
    ])
    await waitFor(() => expect(screen.queryByText(/started following you/)).toBeNull())
  })
})
