import type { Launch } from '@common/launches'
import type { Page } from '@common/pagination'
import { act, screen, waitFor, within } from '@testing-library/react'
import { apiError, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLaunchCountsInCaches } from '../api'
import { LaunchesScreen } from './launches-screen'

// The leaderboards (issue 32): each tab asks for its day, week or the upcoming launches, the tab
// and the topic live in the URL, rows show what the issue lists, and a live count re-ranks the
// list with no request (tests/e2e/launches-leaderboard.spec.ts drives it against the server).

// Friday 4 December 2026, 23:00 UTC: today is the 4th, this week's Monday the 30th.
const NOW = new Date('2026-12-04T23:00:00Z')

const member = {
  id: 'me',
  username: 'me',
  name: 'Me',
  email: 'me@example.com',
  avatarUrl: null,
  role: 'member',
  banned: false,
}

function launch(id: string, overrides: Partial<Launch> = {}): Launch {
  return {
    id,
    project: {
      id: `p-${id}`,
      name: `Project ${id}`,
      tagline: 'Ship faster',
      logoUrl: null,
      mrr: 1200,
      userCount: 340,
    },
    day: '2026-12-04',
    startsAt: '2026-12-04T00:00:00.000Z',
    endsAt: '2026-12-05T00:00:00.000Z',
    tagline: `Tagline of ${id}`,
    topics: { category: 'Developer Tools', tags: ['ai'] },
    firstComment: 'Hi makers!',
    makers: [],
    gallery: [],
    state: 'live',
    disqualifiedReason: null,
    votesCount: 5,
    countedVotesCount: 5,
    dayRank: null,
    weekRank: null,
    badges: [],
    threadPostId: 'thread',
    commentsCount: 2,
    votedByMe: false,
    myVoteCounted: null,
    notifyByMe: false,
    isMaker: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

const page = (items: Launch[], nextCursor: string | null = null): Page<Launch> => ({
  items,
  nextCursor,
})

function serve(lists: (url: URL) => Page<Launch> | Response, routes = {}) {
  return stubApi({
    'GET /api/me': member,
    'GET /api/launches': ({ url }) => lists(url),
    ...routes,
  })
}

const open = (at = '/launches') => renderInApp(<LaunchesScreen />, { at })

/** The rows' project names, in the order shown. */
const shownNames = () =>
  screen.getAllByRole('article').map((row) => within(row).getByRole('heading').textContent)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('LaunchesScreen', () => {
  it('ranks today’s launches with their topics, comments, self-reported numbers and the counted-votes line', async () => {
    const { requests } = serve(() =>
      page([
        launch('a', { votesCount: 9, countedVotesCount: 7 }),
        launch('b', { project: { ...launch('b').project, mrr: null, userCount: null } }),
      ]),
    )
    open()
    expect(await screen.findByText('Project a')).toBeTruthy()
    expect(requests).toContain('GET /api/launches?day=2026-12-04')
    expect(screen.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByText(/^Ranks count votes from members who joined/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: /Fri, Dec 4 · ranks change live/ })).toBeTruthy()

    const [first, second] = screen.getAllByRole('article')
    const row = within(first!)
    expect(row.getByText('Rank 1')).toBeTruthy()
    expect(row.getByRole('link', { name: 'Project a' }).getAttribute('href')).toBe('/launch/a')
    expect(row.getByText('Tagline of a')).toBeTruthy()
    expect(row.getByRole('link', { name: 'Show launches about Developer Tools' })).toBeTruthy()
    expect(row.getByRole('link', { name: 'Show launches about #ai' }).getAttribute('href')).toBe(
      '/launches?topic=ai',
    )
    expect(row.getByText('2 comments')).toBeTruthy()
    expect(row.getByText('7 counted for the rank')).toBeTruthy()
    expect(row.getByText('$1,200/mo MRR')).toBeTruthy()
    expect(row.getByText('340 users')).toBeTruthy()
    expect(row.getByText('self-reported')).toBeTruthy()
    expect(row.getByRole('button', { name: 'Upvote, 9 upvotes' })).toBeTruthy()
    // Without numbers there is no "self-reported" label; equal counts need no "counted".
    expect(within(second!).queryByText('self-reported')).toBeNull()
    expect(within(second!).queryByText(/counted/)).toBeNull()
  })

  it('moves a launch up when a live count overtakes, with no request', async () => {
    const { requests } = serve(() =>
      page([
        launch('a', { votesCount: 5, countedVotesCount: 5 }),
        launch('b', { votesCount: 3, countedVotesCount: 3 }),
      ]),
    )
    const { queryClient } = open()
    await screen.findByText('Project a')
    expect(shownNames()).toEqual(['Project a', 'Project b'])
    const asked = requests.length

    act(() => setLaunchCountsInCaches(queryClient, 'b', { votesCount: 8, countedVotesCount: 6 }))
    await waitFor(() => expect(shownNames()).toEqual(['Project b', 'Project a']))
    const top = within(screen.getAllByRole('article')[0]!)
    expect(top.getByText('Rank 1')).toBeTruthy()
    expect(top.getByRole('button', { name: 'Upvote, 8 upvotes' })).toBeTruthy()
    expect(requests.length).toBe(asked)
  })

  it('keeps the tab and the topic in the URL, and asks for that week and topic', async () => {
    const { requests } = serve(() => page([launch('a')]))
    const { router } = open('/launches?tab=week&topic=ai')
    await screen.findByText('Project a')
    expect(requests).toContain('GET /api/launches?week=2026-11-30&topic=ai')
    expect(screen.getByRole('heading', { name: 'Mon, Nov 30 – Sun, Dec 6' })).toBeTruthy()
    expect((screen.getByLabelText('Topic') as HTMLInputElement).value).toBe('ai')

    await act(() => router.navigate('/launches?tab=last-week&topic=ai'))
    await waitFor(() => expect(requests).toContain('GET /api/launches?week=2026-11-23&topic=ai'))

    const yesterday = screen.getByRole('link', { name: 'Yesterday' })
    expect(yesterday.getAttribute('href')).toBe('/launches?tab=yesterday&topic=ai')
  })

  it('filters by the topic typed, and clears it', async () => {
    const { requests } = serve((url) =>
      page(url.searchParams.get('topic') === 'design' ? [launch('d')] : [launch('a')]),
    )
    const { user, router } = open('/launches?tab=yesterday')
    await screen.findByText('Project a')
    expect(requests).toContain('GET /api/launches?day=2026-12-03')

    await user.type(screen.getByLabelText('Topic'), '#Design')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(await screen.findByText('Project d')).toBeTruthy()
    expect(router.state.location.search).toBe('?tab=yesterday&topic=design')
    expect(requests).toContain('GET /api/launches?day=2026-12-03&topic=design')

    await user.click(screen.getByRole('button', { name: 'Clear topic' }))
    expect(await screen.findByText('Project a')).toBeTruthy()
    expect(router.state.location.search).toBe('?tab=yesterday')
  })

  it('shows a past day’s final ranks, picked by date', async () => {
    const { requests } = serve(() => page([launch('a', { state: 'ended', dayRank: 2 })]))
    const { router } = open('/launches?tab=past')
    await screen.findByText('Project a')
    // Frozen ranks are the day's own, even on a filtered list.
    expect(screen.getByText('Rank 2')).toBeTruthy()
    const day = screen.getByLabelText('Launch day') as HTMLInputElement
    expect(day.value).toBe('2026-12-02')
    expect(day.max).toBe('2026-12-03')
    expect(requests).toContain('GET /api/launches?day=2026-12-02')

    await act(() => router.navigate('/launches?tab=past&day=2026-11-15'))
    await waitFor(() => expect(requests).toContain('GET /api/launches?day=2026-11-15'))
    expect(screen.getByRole('heading', { name: 'Sun, Nov 15 · final ranks' })).toBeTruthy()
    // A day not over yet is no past day.
    await act(() => router.navigate('/launches?tab=past&day=2026-12-04'))
    expect((screen.getByLabelText('Launch day') as HTMLInputElement).value).toBe('2026-12-02')
  })

  it('lists upcoming launches by day with their opening time and Notify me', async () => {
    const upcoming = (id: string, day: string) =>
      launch(id, {
        day,
        startsAt: `${day}T00:00:00.000Z`,
        state: 'scheduled',
        votesCount: 0,
        countedVotesCount: 0,
      })
    const { requests } = serve(
      () =>
        page([
          upcoming('u1', '2026-12-05'),
          upcoming('u2', '2026-12-05'),
          upcoming('u3', '2027-01-02'),
        ]),
      { 'PUT /api/launches/:id/notify': { notify: true } },
    )
    const { user } = open('/launches?tab=upcoming')
    await screen.findByText('Project u1')
    expect(requests).toContain('GET /api/launches?upcoming=true')
    expect(screen.queryByText(/^Ranks count votes/)).toBeNull()

    const first = screen.getByRole('region', { name: 'Sat, Dec 5' })
    expect(within(first).getAllByRole('article')).toHaveLength(2)
    expect(within(first).getByText(/^Opens Sat, Dec 5, .* your time$/)).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Sat, Jan 2, 2027' })).toBeTruthy()
    expect(within(first).queryByText('Rank 1')).toBeNull()

    const row = within(within(first).getAllByRole('article')[0]!)
    await user.click(row.getByRole('button', { name: 'Notify me' }))
    expect(await row.findByRole('button', { name: 'We’ll notify you' })).toBeTruthy()
    expect(requests).toContain('PUT /api/launches/u1/notify')
  })

  it('says when a list is empty, and offers a retry when it fails', async () => {
    let fail = true
    serve((url) => {
      if (url.searchParams.get('upcoming')) {
        return fail ? apiError(500, 'Boom') : page([])
      }
      return page([])
    })
    const { router, user } = open('/launches?topic=robots')
    expect(await screen.findByText('No launches about “robots” here')).toBeTruthy()

    await act(() => router.navigate('/launches?tab=upcoming'))
    expect(await screen.findByText('Could not load the launches')).toBeTruthy()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No launches scheduled yet')).toBeTruthy()
  })
})
