import { schedulableDays } from '@common/launch-form-texts'
import type { Launch } from '@common/launches'
import { launchTexts } from '@common/launches'
import { screen, waitFor, within } from '@testing-library/react'
import { page } from '@web/features/posts/test-fixtures'
import { json, type StubRequest, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { describe, expect, it } from 'vitest'
import { EditLaunchScreen, ScheduleLaunchScreen } from './launch-form-screen'
import { ProjectLaunches } from './project-launches'

// The launch forms and the project page's Launches card (issue 32); tests/e2e/launch-schedule.spec.ts
// drives the same against the real server.

const me = {
  id: 'me',
  username: 'me',
  name: 'Me',
  email: 'me@example.com',
  avatarUrl: null,
  role: 'member',
  banned: false,
}
const project = { id: 'p1', name: 'Shipyard', category: 'Developer tools', isMaker: true }
const g1 = '00000000-0000-4000-8000-000000000001'
const g2 = '00000000-0000-4000-8000-000000000002'
const image = (id: string, alt = '') => ({
  id,
  url: `/media/${id}.webp`,
  width: 800,
  height: 450,
  alt,
  feedUrl: `/media/${id}.webp`,
  feedWidth: 640,
  placeholder: null,
})
const maker = (id: string, role: 'owner' | 'maker') => ({
  id,
  username: id,
  name: id === 'me' ? 'Me' : 'Bo Maker',
  avatarUrl: null,
  role,
  since: '2026-01-01T00:00:00.000Z',
})

function launch(overrides: Partial<Launch> = {}): Launch {
  const day = schedulableDays().first
  return {
    id: 'l1',
    project: {
      id: 'p1',
      name: 'Shipyard',
      tagline: 'Ship',
      logoUrl: null,
      mrr: null,
      userCount: null,
    },
    day,
    startsAt: `${day}T00:00:00.000Z`,
    endsAt: `${day}T00:00:00.000Z`,
    tagline: 'Shipyard 2',
    topics: { category: 'Developer tools', tags: ['ai'] },
    firstComment: 'Hello',
    makers: [{ id: 'me', username: 'me', name: 'Me', avatarUrl: null }],
    gallery: [image(g2)],
    state: 'scheduled',
    disqualifiedReason: null,
    votesCount: 0,
    countedVotesCount: 0,
    dayRank: null,
    weekRank: null,
    badges: [],
    threadPostId: null,
    commentsCount: 0,
    votedByMe: false,
    myVoteCounted: null,
    notifyByMe: false,
    isMaker: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

function serve(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': me,
    'GET /api/projects/:id': project,
    'GET /api/projects/:id/gallery': {
      images: [image(g1, 'Dashboard'), image(g2)],
      canEdit: true,
    },
    'GET /api/projects/:id/makers': {
      makers: [maker('me', 'owner'), maker('bo', 'maker')],
      invitations: [],
      myInvitation: null,
    },
    ...routes,
  })
}

describe('ScheduleLaunchScreen', () => {
  it('checks the fields with the shared schema, then schedules with every field and opens the launch', async () => {
    let sent: StubRequest['body'] = null
    const { fetch } = serve({
      'POST /api/projects/:id/launches': (request) => {
        sent = request.body
        return json(201, launch({ id: 'l9' }))
      },
    })
    const { user } = renderInApp(<ScheduleLaunchScreen projectId="p1" />, {
      at: '/project/p1/launch',
    })
    const tagline = await screen.findByLabelText('Launch tagline')
    expect(screen.getByText(/^Opens .+ your time \(00:00 UTC\)$/)).toBeTruthy()
    // The scheduling member launches it, always.
    const mine = await screen.findByRole('checkbox', { name: /You$/ })
    expect((mine as HTMLInputElement).checked).toBe(true)
    expect((mine as HTMLInputElement).disabled).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Schedule launch' }))
    expect(await screen.findByText(launchTexts.taglineRequired)).toBeTruthy()
    expect(screen.getByText(launchTexts.firstCommentRequired)).toBeTruthy()
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await user.type(tagline, 'Shipyard 2 is here')
    expect(screen.getByText('18/60')).toBeTruthy()
    await user.type(screen.getByLabelText('Tags'), '#AI, devtools')
    await user.click(screen.getByRole('checkbox', { name: 'Dashboard' }))
    await user.click(screen.getByRole('checkbox', { name: 'Gallery image 2' }))
    await user.type(screen.getByLabelText('First comment'), 'Hello makers')
    await user.click(screen.getByRole('checkbox', { name: /Bo Maker/ }))
    await user.click(screen.getByRole('button', { name: 'Schedule launch' }))

    expect(await screen.findByRole('heading', { name: 'Now at /launch/l9' })).toBeTruthy()
    expect(sent).toEqual({
      day: schedulableDays().first,
      tagline: 'Shipyard 2 is here',
      tags: ['ai', 'devtools'],
      galleryImageIds: [g1, g2],
      firstComment: 'Hello makers',
      makerIds: ['me', 'bo'],
    })
  })

  it('shows the server’s refusal at the day and in a toast', async () => {
    serve({
      'POST /api/projects/:id/launches': () =>
        json(409, {
          error: {
            code: 'conflict',
            message: launchTexts.tooSoon,
            fields: { day: launchTexts.tooSoon },
          },
        }),
    })
    const { user } = renderInApp(<ScheduleLaunchScreen projectId="p1" />, {
      at: '/project/p1/launch',
    })
    await user.type(await screen.findByLabelText('Launch tagline'), 'Again')
    await user.type(screen.getByLabelText('First comment'), 'Hi')
    await user.click(screen.getByRole('button', { name: 'Schedule launch' }))
    await waitFor(() => expect(screen.getAllByText(launchTexts.tooSoon).length).toBe(2))
    expect(screen.getByLabelText('Launch day').getAttribute('aria-invalid')).toBe('true')
  })

  it('refuses a day outside tomorrow to a year ahead before asking the server', async () => {
    serve()
    const { user } = renderInApp(<ScheduleLaunchScreen projectId="p1" />, {
      at: '/project/p1/launch',
    })
    const day = await screen.findByLabelText('Launch day')
    expect(day.getAttribute('min')).toBe(schedulableDays().first)
    expect(day.getAttribute('max')).toBe(schedulableDays().last)
    await user.clear(day)
    await user.type(day, '2020-01-01')
    await user.type(screen.getByLabelText('Launch tagline'), 'Old')
    await user.type(screen.getByLabelText('First comment'), 'Hi')
    await user.click(screen.getByRole('button', { name: 'Schedule launch' }))
    expect(await screen.findByText(launchTexts.dayInPast)).toBeTruthy()
  })

  it('tells a member who does not make the project that only makers launch it', async () => {
    serve({ 'GET /api/projects/:id': { ...project, isMaker: false } })
    renderInApp(<ScheduleLaunchScreen projectId="p1" />, { at: '/project/p1/launch' })
    expect(await screen.findByText(launchTexts.notMaker)).toBeTruthy()
    expect(screen.queryByLabelText('Launch tagline')).toBeNull()
  })
})

describe('EditLaunchScreen', () => {
  it('is prefilled and saves every field, the day moved', async () => {
    let patched: StubRequest['body'] = null
    serve({
      'GET /api/launches/:id': launch(),
      'PATCH /api/launches/:id': (request) => {
        patched = request.body
        return launch()
      },
    })
    const { user } = renderInApp(<EditLaunchScreen launchId="l1" />, { at: '/launch/l1/edit' })
    const tagline = (await screen.findByLabelText('Launch tagline')) as HTMLInputElement
    expect(tagline.value).toBe('Shipyard 2')
    expect((screen.getByLabelText('Tags') as HTMLInputElement).value).toBe('ai')
    const picked = await screen.findByRole('checkbox', { name: 'Gallery image 2' })
    expect((picked as HTMLInputElement).checked).toBe(true)
    const day = screen.getByLabelText('Launch day')
    await user.clear(day)
    await user.type(day, schedulableDays().last)
    await user.type(tagline, ' moved')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('heading', { name: 'Now at /launch/l1' })).toBeTruthy()
    expect(patched).toEqual({
      day: schedulableDays().last,
      tagline: 'Shipyard 2 moved',
      tags: ['ai'],
      galleryImageIds: [g2],
      firstComment: 'Hello',
      makerIds: ['me'],
    })
  })

  it('cancels after a confirmation, back to the project', async () => {
    const { requests } = serve({
      'GET /api/launches/:id': launch(),
      'DELETE /api/launches/:id': launch({ state: 'cancelled' }),
    })
    const { user } = renderInApp(<EditLaunchScreen launchId="l1" />, { at: '/launch/l1/edit' })
    await user.click(await screen.findByRole('button', { name: 'Cancel launch' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel launch' }))
    expect(await screen.findByRole('heading', { name: 'Now at /project/p1' })).toBeTruthy()
    expect(requests).toContain('DELETE /api/launches/l1')
  })

  it('says a started launch can no longer change, and refuses non-makers', async () => {
    serve({ 'GET /api/launches/:id': launch({ state: 'live' }) })
    const started = renderInApp(<EditLaunchScreen launchId="l1" />, { at: '/launch/l1/edit' })
    expect(await screen.findByText(/can no longer be moved or cancelled/)).toBeTruthy()
    started.unmount()
    serve({ 'GET /api/launches/:id': launch({ isMaker: false }) })
    renderInApp(<EditLaunchScreen launchId="l1" />, { at: '/launch/l1/edit' })
    expect(await screen.findByText(launchTexts.notMaker)).toBeTruthy()
  })
})

describe('ProjectLaunches', () => {
  it('lists each launch with where it stands, its upvotes and badges', async () => {
    serve({
      'GET /api/projects/:id/launches': page([
        launch({ id: 'up', day: '2027-01-10', startsAt: '2027-01-10T00:00:00.000Z' }),
        launch({ id: 'live', state: 'live', votesCount: 7, isMaker: false }),
        launch({
          id: 'old',
          day: '2026-10-01',
          state: 'ended',
          dayRank: 2,
          votesCount: 1,
          badges: ['#2 Launch of the Day'],
        }),
      ]),
    })
    renderInApp(<ProjectLaunches project={{ id: 'p1', isMaker: true }} />, { at: '/project/p1' })
    const card = await screen.findByRole('region', { name: 'Launches' })
    const first = await within(card).findByRole('link', { name: 'Jan 10, 2027' })
    expect(first.getAttribute('href')).toBe('/launch/up')
    expect(within(card).getByText(/^Opens /)).toBeTruthy()
    expect(within(card).getByText('Live now')).toBeTruthy()
    expect(within(card).getByText('7 upvotes')).toBeTruthy()
    expect(within(card).getByText('Finished #2 of the day')).toBeTruthy()
    expect(within(card).getByText('#2 Launch of the Day')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Edit the launch of Jan 10, 2027' })).toBeTruthy()
    const schedule = within(card).getByRole('link', { name: 'Schedule a launch' })
    expect(schedule.getAttribute('href')).toBe('/project/p1/launch')
  })

  it('stays out of the way of others while a project has no launches', async () => {
    const { requests } = serve({ 'GET /api/projects/:id/launches': page([]) })
    renderInApp(<ProjectLaunches project={{ id: 'p1', isMaker: false }} />, { at: '/project/p1' })
    await waitFor(() => expect(requests).toContain('GET /api/projects/p1/launches'))
    expect(screen.queryByRole('region', { name: 'Launches' })).toBeNull()
  })
})
