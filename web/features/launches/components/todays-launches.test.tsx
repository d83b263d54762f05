import type { Launch } from '@common/launches'
import { act, screen, waitFor, within } from '@testing-library/react'
import { apiError, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLaunchCountsInCaches } from '../api'
import { RailLaunches, TodaysLaunches } from './todays-launches'

// Today's launches on Explore and the landing page, and the rail's top 3 (issue 32): the Today
// leaderboard's first page, cut to three, moving with live counts.

const NOW = new Date('2026-12-04T10:00:00Z')

const launch = (id: string, votes: number): Launch => ({
  id,
  project: {
    id: `p-${id}`,
    name: `Project ${id}`,
    tagline: 'x',
    logoUrl: null,
    mrr: null,
    userCount: 12,
  },
  day: '2026-12-04',
  startsAt: '2026-12-04T00:00:00.000Z',
  endsAt: '2026-12-05T00:00:00.000Z',
  tagline: `Tagline of ${id}`,
  topics: { category: null, tags: [] },
  firstComment: 'Hi',
  makers: [],
  gallery: [],
  state: 'live',
  disqualifiedReason: null,
  votesCount: votes,
  countedVotesCount: votes,
  dayRank: null,
  weekRank: null,
  badges: [],
  threadPostId: null,
  commentsCount: 0,
  votedByMe: null,
  myVoteCounted: null,
  notifyByMe: null,
  isMaker: false,
  createdAt: '2026-11-20T10:00:00.000Z',
})

const four = [launch('a', 9), launch('b', 7), launch('c', 5), launch('d', 1)]

function serve(answer: () => object) {
  return stubApi({
    'GET /api/me': () => apiError(401, 'Sign in'),
    'GET /api/launches': answer,
  })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('TodaysLaunches', () => {
  it('shows today’s top 3 with a link to all launches', async () => {
    const { requests } = serve(() => ({ items: four, nextCursor: null }))
    renderInApp(<TodaysLaunches />)
    const section = await screen.findByRole('region', { name: 'Today’s launches' })
    await within(section).findByText('Project a')
    expect(within(section).getAllByRole('article')).toHaveLength(3)
    expect(within(section).queryByText('Project d')).toBeNull()
    expect(within(section).getByRole('link', { name: 'All launches' }).getAttribute('href')).toBe(
      '/launches',
    )
    expect(requests).toContain('GET /api/launches?day=2026-12-04')
  })

  it('points to the upcoming launches when none launched today', async () => {
    serve(() => ({ items: [], nextCursor: null }))
    renderInApp(<TodaysLaunches />)
    expect(await screen.findByText(/No launches today yet/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upcoming' }).getAttribute('href')).toBe(
      '/launches?tab=upcoming',
    )
  })
})

describe('RailLaunches', () => {
  it('lists the top 3 of today as links, and re-ranks on a live count', async () => {
    serve(() => ({ items: four, nextCursor: null }))
    const { queryClient } = renderInApp(<RailLaunches />)
    await screen.findByText('Project a')
    const names = () =>
      screen.getAllByRole('link').map((link) => /Project \w/.exec(link.textContent ?? '')?.[0])
    expect(names()).toEqual(['Project a', 'Project b', 'Project c'])
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('/launch/a')
    expect(screen.getByText('9 upvotes')).toBeTruthy()

    act(() => setLaunchCountsInCaches(queryClient, 'd', { votesCount: 10, countedVotesCount: 10 }))
    await waitFor(() => expect(names()).toEqual(['Project d', 'Project a', 'Project b']))
    expect(screen.getByText('10 upvotes')).toBeTruthy()
  })
})
