import type { Notification, NotificationActor } from '@common/notifications'
import type { Page } from '@common/pagination'
import { screen, waitFor, within } from '@testing-library/react'
import { apiError, deferred, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { beforeEach, describe, expect, it } from 'vitest'
import { NotificationsScreen } from './notifications-screen'

// The notifications list as the member reads it. The server groups likes of one post and a
// day's follows into one item (decision 032); the list names the newest actor, 'and N others'
// and the group's sentence, and opens the list of everyone
// (tests/e2e/notifications-grouped.spec.ts drives the same against the real server).

const person = (username: string) => ({
  id: username,
  username,
  name: username[0]!.toUpperCase() + username.slice(1),
  avatarUrl: null,
})

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
    postId: 'p1',
    projectId: null,
    commentId: null,
    target: '/post/p1',
    quote: null,
    projectName: null,
    launch: null,
    actorFollowedByMe: false,
    ...change,
  }
}

const likes = notification('n-likes', 'like', ['cara', 'bob', 'ada'])
const follows = notification('n-follows', 'follow', ['dan', 'bob'], {
  postId: null,
  target: '/dan',
})
const follow = notification('n-follow', 'follow', ['eve'], { postId: null, target: '/eve' })
const comment = notification('n-comment', 'comment', ['bob'], {
  commentId: 'c1',
  quote: 'Congrats on the beta',
  isRead: true,
})
const mentionInComment = notification('n-mention', 'mention', ['fay'], { commentId: 'c2' })
const update = notification('n-update', 'project_update', ['gus'], {
  postId: 'p2',
  projectId: 'r1',
  projectName: 'Rocket',
  target: '/post/p2',
})

const actor = (username: string, followedByMe = false): NotificationActor => ({
  ...person(username),
  followedByMe,
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
})

const page = <T,>(items: T[], nextCursor: string | null = null): Page<T> => ({ items, nextCursor })

/** The server's notifications, read again after each change (marking read). */
let stored: Notification[]

function serve(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': { ...person('me'), email: 'me@example.com', role: 'member', banned: false },
    'GET /api/notifications': ({ url }) =>
      page(
        url.searchParams.get('filter') === 'mentions'
          ? stored.filter((item) => ['comment', 'reply', 'mention'].includes(item.type))
          : stored,
      ),
    'GET /api/notifications/unread-count': () => ({
      count: stored.filter((item) => !item.isRead).length,
    }),
    'POST /api/notifications/read-all': () => {
      stored = stored.map((item) => ({ ...item, isRead: true }))
      return { unreadCount: 0 }
    },
    ...routes,
  })
}

beforeEach(() => {
  stored = [likes, follows, follow, comment, mentionInComment, update]
})

async function items() {
  const list = await screen.findByRole('list', { name: 'Notifications' })
  return within(list).getAllByRole('listitem')
}

const itemSaying = async (text: string) => {
  const found = (await items()).find((item) => item.textContent?.includes(text))
  if (!found) throw new Error(`No notification says '${text}'`)
  return found
}

describe('NotificationsScreen', () => {
  it('names the newest actor and how many others for a grouped item', async () => {
    serve()
    renderInApp(<NotificationsScreen />, { at: '/notifications' })
    expect(await items()).toHaveLength(6)
    expect(await itemSaying('Cara and 2 others liked your post')).toBeTruthy()
    // Two follows: one other, and the group's own sentence.
    expect(await itemSaying('Dan and 1 other followed you')).toBeTruthy()
  })

  it('says what a single actor did, with their @username', async () => {
    serve()
    renderInApp(<NotificationsScreen />, { at: '/notifications' })
    expect(await itemSaying('Eve @eve started following you')).toBeTruthy()
    expect(await itemSaying('Bob @bob commented on your post')).toBeTruthy()
    expect(await itemSaying('Fay @fay mentioned you in a comment')).toBeTruthy()
    expect(await itemSaying('Gus @gus posted an update to Rocket')).toBeTruthy()
    expect((await itemSaying('commented on your post')).textContent).toContain(
      'Congrats on the beta',
    )
  })

  it("labels each item's kind and links its text to what it is about", async () => {
    serve()
    renderInApp(<NotificationsScreen />, { at: '/notifications' })
    const liked = await itemSaying('liked your post')
    expect(within(liked).getByRole('img', { name: 'Like' })).toBeTruthy()
    expect(
      within(liked)
        .getByRole('link', { name: /liked your post/ })
        .getAttribute('href'),
    ).toBe('/post/p1')
    expect(
      within(await itemSaying('started following you')).getByRole('img', { name: 'Follow' }),
    ).toBeTruthy()
  })

  it("opens a group's list of everyone from its avatars; a single actor's avatar is their profile", async () => {
    serve({
      'GET /api/notifications/n-likes/actors': page<NotificationActor>(
        ['cara', 'bob', 'ada'].map((username) => actor(username)),
      ),
    })
    const { user } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    const single = await itemSaying('started following you')
    expect(within(single).getByRole('link', { name: '@eve' }).getAttribute('href')).toBe('/eve')

    const liked = await itemSaying('liked your post')
    await user.click(within(liked).getByRole('button', { name: 'See all 3 people' }))
    const dialog = await screen.findByRole('dialog', { name: 'Liked by' })
    const people = await within(dialog).findAllByRole('listitem')
    expect(people.map((item) => within(item).getByText(/^@/).textContent)).toEqual([
      '@cara',
      '@bob',
      '@ada',
    ])
    // Likes offer no Follow back; that is for follows.
    expect(within(dialog).queryByRole('button', { name: /Follow back/ })).toBeNull()
  })

  it("follows back from a group's list, and the button then says Following", async () => {
    serve({
      'GET /api/notifications/n-follows/actors': page<NotificationActor>([
        actor('dan', true),
        actor('bob'),
      ]),
      'PUT /api/users/bob/follow': { following: true, followersCount: 1 },
    })
    const { user } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    const followed = await itemSaying('followed you')
    await user.click(within(followed).getByRole('button', { name: 'See all 2 people' }))
    const dialog = await screen.findByRole('dialog', { name: 'Followed by' })
    const following = await within(dialog).findByRole<HTMLButtonElement>('button', {
      name: 'Following @dan',
    })
    expect(following.disabled).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Follow back @bob' }))
    const done = await within(dialog).findByRole<HTMLButtonElement>('button', {
      name: 'Following @bob',
    })
    expect(done.disabled).toBe(true)
  })

  it('offers Follow back on a single follow only', async () => {
    const { requests } = serve({ 'PUT /api/users/eve/follow': { following: true } })
    const { user } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    const single = await itemSaying('started following you')
    expect(screen.getAllByRole('button', { name: /^Follow back/ })).toHaveLength(1)
    await user.click(within(single).getByRole('button', { name: 'Follow back @eve' }))
    expect(await within(single).findByRole('button', { name: 'Following @eve' })).toBeTruthy()
    expect(requests).toContain('PUT /api/users/eve/follow')
  })

  it('marks unread items, then marks them read shortly after the list shows', async () => {
    // The server's answer is held, so the unread state is there to see however slow the run.
    const readAll = deferred<void>()
    const { requests } = serve({
      'POST /api/notifications/read-all': async () => {
        await readAll.promise
        stored = stored.map((item) => ({ ...item, isRead: true }))
        return { unreadCount: 0 }
      },
    })
    renderInApp(<NotificationsScreen />, { at: '/notifications' })
    await items()
    expect(screen.getAllByText('Unread', { exact: true })).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeTruthy()
    await waitFor(() => expect(requests).toContain('POST /api/notifications/read-all'))
    readAll.resolve()
    await waitFor(() => expect(screen.queryAllByText('Unread', { exact: true })).toHaveLength(0))
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull()
  })

  it('shows only what quotes the member on the Mentions tab', async () => {
    const { requests } = serve()
    const { user, router } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    await items()
    await user.click(screen.getByRole('tab', { name: 'Mentions' }))
    await waitFor(async () => expect(await items()).toHaveLength(2))
    expect(router.state.location.search).toBe('?filter=mentions')
    expect(requests).toContain('GET /api/notifications?filter=mentions')
  })

  it('says so when there is nothing yet', async () => {
    stored = []
    serve()
    const { user } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    expect(await screen.findByText('No notifications yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Mentions' }))
    expect(await screen.findByText('No mentions yet')).toBeTruthy()
  })

  it('offers Try again when the list cannot be read', async () => {
    let isDown = true
    serve({
      'GET /api/notifications': () =>
        isDown ? apiError(503, 'Service unavailable') : page([comment]),
    })
    const { user } = renderInApp(<NotificationsScreen />, { at: '/notifications' })
    expect(await screen.findByText('Could not load notifications')).toBeTruthy()
    isDown = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await items()).toHaveLength(1)
  })
})
