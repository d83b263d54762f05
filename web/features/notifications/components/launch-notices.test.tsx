import type { Notification, NotificationActor } from '@common/notifications'
import type { Page } from '@common/pagination'
import { screen, within } from '@testing-library/react'
import { stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { describe, expect, it } from 'vitest'
import { NotificationsScreen } from './notifications-screen'

// Launch notifications (issue 32) as the member reads them: the app's own notices stand alone
// ('Your launch of Kite is live'), upvotes group as likes do, and every one opens the launch page.

const person = (username: string) => ({
  id: username,
  username,
  name: username[0]!.toUpperCase() + username.slice(1),
  avatarUrl: null,
})

const launch = { id: 'l1', projectName: 'Kite', rank: null }

function notification(
  id: string,
  type: string,
  actors: string[],
  change: Partial<Notification> = {},
): Notification {
  const people = actors.map(person)
  return {
    id,
    type,
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    actor: people[0]!,
    actors: people.slice(0, 3),
    actorCount: actors.length,
    postId: null,
    projectId: 'r1',
    commentId: null,
    target: '/launch/l1',
    quote: null,
    projectName: 'Kite',
    launch,
    actorFollowedByMe: false,
    ...change,
  }
}

const upvoters = ['cara', ...Array.from({ length: 12 }, (_, index) => `fan${index}`)]
const stored: Notification[] = [
  notification('n-live', 'launch_live', ['me']),
  notification('n-asked', 'launch_notify', ['ada']),
  notification('n-upvotes', 'launch_upvote', upvoters),
  notification('n-upvote', 'launch_upvote', ['dan'], { id: 'n-upvote' }),
  notification('n-day', 'launch_ranked', ['me'], {
    launch: { ...launch, rank: { place: 2, period: 'day' } },
  }),
  notification('n-week', 'launch_ranked', ['me'], {
    launch: { ...launch, rank: { place: 1, period: 'week' } },
  }),
  // Its project hidden from the member since: the words without it.
  notification('n-hidden', 'launch_live', ['me'], {
    launch: null,
    projectName: null,
    target: '/project/r1',
  }),
]

function serve() {
  return stubApi({
    'GET /api/me': { ...person('me'), email: 'me@example.com', role: 'member', banned: false },
    'GET /api/notifications': { items: stored, nextCursor: null },
    'GET /api/notifications/unread-count': { count: stored.length },
    'GET /api/notifications/n-upvotes/actors': {
      items: upvoters.map(
        (username): NotificationActor => ({
          ...person(username),
          followedByMe: false,
          at: new Date().toISOString(),
        }),
      ),
      nextCursor: null,
    } satisfies Page<NotificationActor>,
  })
}

async function itemSaying(text: string) {
  const list = await screen.findByRole('list', { name: 'Notifications' })
  const found = within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(text))
  if (!found) throw new Error(`No notification says '${text}'`)
  return found
}

describe('launch notifications', () => {
  it('words each kind, the app’s own notices with no actor before them', async () => {
    serve()
    renderInApp(<NotificationsScreen />, { at: '/notifications' })
    const live = await itemSaying('Your launch of Kite is live')
    expect(live.textContent).not.toContain('@me')
    // No avatar and no menu: there is nobody to block.
    expect(within(live).queryByRole('button', { name: 'Notification options' })).toBeNull()
    expect(within(live).getByRole('img', { name: 'Launch' })).toBeTruthy()

    const asked = await itemSaying('Kite, which you asked about, launched today')
    // The maker who scheduled it: their avatar and the menu to block or mute them.
    expect(within(asked).getByRole('link', { name: '@ada' }).getAttribute('href')).toBe('/ada')
    expect(within(asked).getByRole('button', { name: 'Notification options' })).toBeTruthy()

    expect(await itemSaying('Your launch of Kite finished #2 of the day')).toBeTruthy()
    const week = await itemSaying('Your launch of Kite finished #1 of the week')
    expect(within(week).getByRole('img', { name: 'Launch rank' })).toBeTruthy()
    expect(await itemSaying('Dan @dan upvoted your launch of Kite')).toBeTruthy()
    expect(await itemSaying('Your launch is live')).toBeTruthy()
  })

  it('groups upvotes as likes are grouped and opens the list of everyone', async () => {
    serve()
    const { user } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    const upvotes = await itemSaying('Cara and 12 others upvoted your launch of Kite')
    expect(within(upvotes).getByRole('img', { name: 'Upvote' })).toBeTruthy()
    await user.click(within(upvotes).getByRole('button', { name: 'See all 13 people' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upvoted by' })
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(13)
  })

  it('links every launch notice to the launch page', async () => {
    serve()
    renderInApp(<NotificationsScreen />, { at: '/notifications' })
    for (const text of [
      'Your launch of Kite is live',
      'which you asked about',
      'upvoted your launch of Kite',
      '#2 of the day',
    ]) {
      const item = await itemSaying(text)
      const link = within(item).getByRole('link', { name: new RegExp(text) })
      expect(link.getAttribute('href')).toBe('/launch/l1')
    }
  })
})
