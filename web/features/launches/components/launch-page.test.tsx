import { formatLaunchTime } from '@common/launch-page-texts'
import type { Launch, LaunchVoter } from '@common/launches'
import { screen, waitFor, within } from '@testing-library/react'
import { comment, page } from '@web/features/posts/test-fixtures'
import { apiError, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { describe, expect, it } from 'vitest'
import { setLaunchCountsInCaches } from '../api'
import { LaunchPage } from './launch-page'

// The launch page (issue 32): what each state shows, voting, the upvoters, the thread of the
// launch's post, moderators' disqualify and void (tests/e2e/launch-page.spec.ts drives the same
// against the real server).

const me = { id: 'me', username: 'me', name: 'Me', email: 'me@example.com', avatarUrl: null }
const member = { ...me, role: 'member', banned: false }
const moderator = { ...me, role: 'moderator', banned: false }

function launch(overrides: Partial<Launch> = {}): Launch {
  return {
    id: 'l1',
    project: {
      id: 'p1',
      name: 'Shipyard',
      tagline: 'Ship faster',
      logoUrl: null,
      mrr: 1200,
      userCount: 340,
    },
    day: '2026-12-05',
    startsAt: '2026-12-05T00:00:00.000Z',
    endsAt: '2026-12-06T00:00:00.000Z',
    tagline: 'Launch day is here',
    topics: { category: 'Developer tools', tags: ['devtools'] },
    firstComment: 'Hi makers! Thanks for looking.',
    makers: [{ id: 'm1', username: 'maker', name: 'Maya Maker', avatarUrl: null }],
    gallery: [],
    state: 'live',
    disqualifiedReason: null,
    votesCount: 4,
    countedVotesCount: 3,
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

const voter = (username: string, counted: boolean): LaunchVoter => ({
  id: username,
  username,
  name: username,
  avatarUrl: null,
  votedAt: '2026-12-05T09:00:00.000Z',
  counted,
})

function serve(shown: Launch, who: object | null, routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': () => who ?? apiError(401, 'Sign in'),
    'GET /api/launches/:id': shown,
    'GET /api/launches': page([launch({ id: 'other', votesCount: 9 }), shown]),
    'GET /api/posts/:id/comments': page([
      { ...comment('Hi makers! Thanks for looking.', null, 'maker'), postId: 'thread' },
      { ...comment('Congrats on the launch', null, 'fan'), postId: 'thread' },
    ]),
    'GET /api/projects/:id/metrics/:metric': page([]),
    ...routes,
  })
}

const openPage = () => renderInApp(<LaunchPage launchId="l1" />, { at: '/launch/l1' })

describe('LaunchPage, live', () => {
  it('shows the launch, its rank and the counted-votes line, the thread with the first comment first', async () => {
    serve(launch({ badges: ['#1 Launch of the Day'] }), member)
    openPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipyard' })).toBeTruthy()
    expect(screen.getByText('Launch day is here')).toBeTruthy()
    expect(screen.getByText('#1 Launch of the Day')).toBeTruthy()
    expect(screen.getByText('Live now')).toBeTruthy()
    expect(screen.getByText(/^Ranks count votes from members who joined/)).toBeTruthy()
    expect(await screen.findByText('#2 today')).toBeTruthy()
    const comments = await screen.findAllByText(/Hi makers|Congrats/)
    expect(comments.map((node) => node.textContent)).toEqual([
      'Hi makers! Thanks for looking.',
      'Congrats on the launch',
    ])
    expect(screen.getByRole('region', { name: 'Makers' }).textContent).toContain('Maya Maker')
    expect(screen.getByText('$1,200/mo')).toBeTruthy()
  })

  it('upvotes and withdraws: the count and aria-pressed follow the server', async () => {
    const { requests } = serve(launch(), member, {
      'PUT /api/launches/:id/vote': {
        voted: true,
        counted: true,
        votesCount: 5,
        countedVotesCount: 4,
      },
      'DELETE /api/launches/:id/vote': {
        voted: false,
        counted: false,
        votesCount: 4,
        countedVotesCount: 3,
      },
    })
    const { user } = openPage()
    const upvote = await screen.findByRole('button', { name: 'Upvote, 4 upvotes' })
    await waitFor(() => expect(upvote.getAttribute('aria-pressed')).toBe('false'))
    await user.click(upvote)
    const upvoted = await screen.findByRole('button', { name: 'Upvoted, 5 upvotes' })
    expect(upvoted.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('launch-votes').textContent).toBe('5 upvotes')
    await user.click(upvoted)
    expect(await screen.findByRole('button', { name: 'Upvote, 4 upvotes' })).toBeTruthy()
    expect(requests).toContain('PUT /api/launches/l1/vote')
    expect(requests).toContain('DELETE /api/launches/l1/vote')
  })

  it('invites a visitor to sign up instead of voting, and to comment', async () => {
    serve(launch({ votedByMe: null }), null)
    const { user } = openPage()
    const upvote = await screen.findByRole('button', { name: 'Upvote, 4 upvotes' })
    expect(upvote.getAttribute('aria-pressed')).toBeNull()
    expect(await screen.findByRole('link', { name: 'Sign up to leave a comment' })).toBeTruthy()
    await user.click(upvote)
    expect(await screen.findByRole('heading', { name: 'Now at /signup' })).toBeTruthy()
  })

  it('takes a live count from the cache with no request', async () => {
    const { requests } = serve(launch(), member)
    const { queryClient } = openPage()
    await screen.findByText('#2 today')
    const before = requests.length
    setLaunchCountsInCaches(queryClient, 'l1', { votesCount: 12, countedVotesCount: 11 })
    expect(await screen.findByRole('button', { name: 'Upvote, 12 upvotes' })).toBeTruthy()
    expect(await screen.findByText('#1 today')).toBeTruthy()
    expect(requests.length).toBe(before)
  })

  it('lists the upvoters, saying which votes do not count', async () => {
    serve(launch(), member, {
      'GET /api/launches/:id/voters': page([voter('ada', true), voter('newbie', false)]),
    })
    const { user } = openPage()
    await user.click(await screen.findByRole('button', { name: 'See who upvoted' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upvoters' })
    const rows = await within(dialog).findAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/@ada$/),
      expect.stringMatching(/@newbieNot counted$/),
    ])
    expect(within(dialog).queryByRole('button', { name: /Void/ })).toBeNull()
  })
})

describe('LaunchPage, scheduled', () => {
  it('shows when it opens and Notify me, with no votes and the first comment alone', async () => {
    const { requests } = serve(launch({ state: 'scheduled', threadPostId: null }), member, {
      'PUT /api/launches/:id/notify': { notify: true },
    })
    const { user } = openPage()
    const opening = await screen.findByText(/^Opens /)
    expect(opening.closest('time')?.getAttribute('dateTime')).toBe('2026-12-05T00:00:00.000Z')
    expect(screen.queryByRole('button', { name: /Upvote/ })).toBeNull()
    expect(screen.getByRole('heading', { name: 'From the makers' })).toBeTruthy()
    expect(screen.getByText('Hi makers! Thanks for looking.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Edit launch' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(await screen.findByRole('button', { name: 'We’ll notify you' })).toBeTruthy()
    expect(requests).toContain('PUT /api/launches/l1/notify')
    expect(requests.some((request) => request.includes('/comments'))).toBe(false)
  })

  it('offers its makers Edit launch', async () => {
    serve(launch({ state: 'scheduled', threadPostId: null, isMaker: true }), member)
    openPage()
    const edit = await screen.findByRole('link', { name: 'Edit launch' })
    expect(edit.getAttribute('href')).toBe('/launch/l1/edit')
  })
})

describe('LaunchPage, other states', () => {
  it('shows a disqualified launch’s reason and no rank', async () => {
    serve(launch({ state: 'disqualified', disqualifiedReason: 'Vote ring', dayRank: 1 }), member)
    openPage()
    const notice = await screen.findByRole('region', { name: 'Disqualified' })
    expect(notice.textContent).toContain('Vote ring')
    expect(screen.queryByText(/of the day/)).toBeNull()
  })

  it('shows an ended launch’s frozen rank', async () => {
    serve(launch({ state: 'ended', dayRank: 3 }), member)
    openPage()
    expect(await screen.findByText('#3 of the day')).toBeTruthy()
    expect(screen.getByText(/^This launch day is over/).textContent).toContain(
      'votes removed since do not move them',
    )
  })

  it('says a missing (or cancelled) launch could not be found', async () => {
    stubApi({ 'GET /api/me': member, 'GET /api/launches/:id': () => apiError(404, 'Not found') })
    openPage()
    expect(await screen.findByText('This launch could not be found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See today’s launches' })).toBeTruthy()
  })

  it('offers to try again when the launch fails to load', async () => {
    let fails = true
    serve(launch(), member, {
      'GET /api/launches/:id': () => (fails ? apiError(500, 'Boom') : launch()),
    })
    const { user } = openPage()
    expect(screen.getByRole('status', { name: 'Loading launch' })).toBeTruthy()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    fails = false
    await user.click(retry)
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipyard' })).toBeTruthy()
  })
})

describe('LaunchPage, moderators', () => {
  it('disqualifies with a reason, which the page then shows', async () => {
    let current = launch()
    const { fetch } = serve(current, moderator, {
      'GET /api/launches/:id': () => current,
      'POST /api/launches/:id/disqualify': ({ body }) => {
        const { reason } = body as { reason: string }
        current = launch({ state: 'disqualified', disqualifiedReason: reason })
        return current
      },
    })
    const { user } = openPage()
    await user.click(await screen.findByRole('button', { name: 'Disqualify' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disqualify this launch?' })
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }))
    expect(within(dialog).getByText('Say why the launch is disqualified')).toBeTruthy()
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bought votes')
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }))
    const notice = await screen.findByRole('region', { name: 'Disqualified' })
    expect(notice.textContent).toContain('Bought votes')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'Bought votes' })
  })

  it('voids a counted vote from the upvoters list', async () => {
    let counted = true
    const { requests } = serve(launch(), moderator, {
      'GET /api/launches/:id/voters': () => page([voter('ada', counted)]),
      'PUT /api/launches/:id/voters/:username/void': () => {
        counted = false
        return { votesCount: 4, countedVotesCount: 2 }
      },
    })
    const { user } = openPage()
    await user.click(await screen.findByRole('button', { name: 'See who upvoted' }))
    await user.click(await screen.findByRole('button', { name: 'Void @ada’s vote' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Void @ada’s vote?' })
    await user.click(within(confirm).getByRole('button', { name: 'Void vote' }))
    expect(await screen.findByText('Not counted')).toBeTruthy()
    expect(requests).toContain('PUT /api/launches/l1/voters/ada/void')
    expect(screen.getByText('2 of 4 upvotes count for the rank')).toBeTruthy()
  })
})

describe('formatLaunchTime', () => {
  it('shows 00:00 UTC of the launch day in the member’s own time zone', () => {
    const opens = '2026-12-05T00:00:00.000Z'
    expect(formatLaunchTime(opens, 'UTC')).toBe('Sat, Dec 5, 12:00 AM UTC')
    expect(formatLaunchTime(opens, 'America/New_York')).toBe('Fri, Dec 4, 7:00 PM EST')
  })
})
