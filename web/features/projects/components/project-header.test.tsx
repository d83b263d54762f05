import type { Project } from '@common/projects'
import { screen, within } from '@testing-library/react'
import { stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { describe, expect, it } from 'vitest'
import { ProjectHeader } from './project-header'

// The project page's header shows the badges its launches earned (issue 32), each a link to the
// launch's page.

const project = (overrides: Partial<Project> = {}): Project => ({
  id: 'p1',
  name: 'Rocket Forms',
  tagline: 'Forms that ship',
  category: null,
  description: null,
  websiteUrl: null,
  appStoreUrl: null,
  googlePlayUrl: null,
  launchedDate: null,
  mrr: null,
  userCount: null,
  logoUrl: null,
  techStack: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  owner: { id: 'ada', username: 'ada', name: 'Ada', avatarUrl: null },
  isOwner: false,
  isMaker: false,
  bookmarkedByMe: false,
  ...overrides,
})

describe('ProjectHeader launch badges', () => {
  it('lists the badges best first, each leading to its launch', async () => {
    stubApi({})
    const { user } = renderInApp(
      <ProjectHeader
        project={project({
          launchBadges: [
            {
              text: '#1 Launch of the Day',
              kind: 'day',
              rank: 1,
              launchId: 'l2',
              day: '2026-12-03',
            },
            {
              text: '#2 Launch of the Week',
              kind: 'week',
              rank: 2,
              launchId: 'l1',
              day: '2026-10-01',
            },
          ],
        })}
      />,
      { at: '/project/p1' },
    )
    const list = screen.getByRole('list', { name: 'Launch badges' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      '#1 Launch of the Day',
      '#2 Launch of the Week',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/launch/l2', '/launch/l1'])
    expect(links[0]!.getAttribute('title')).toBe('Dec 3, 2026')
    await user.click(links[0]!)
    expect(await screen.findByText('Now at /launch/l2')).toBeTruthy()
  })

  it('shows no badge list without badges, or in answers that carry none', () => {
    stubApi({})
    const empty = renderInApp(<ProjectHeader project={project({ launchBadges: [] })} />)
    expect(screen.getByRole('heading', { name: 'Rocket Forms' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Launch badges' })).toBeNull()
    empty.unmount()
    renderInApp(<ProjectHeader project={project()} />)
    expect(screen.getByRole('heading', { name: 'Rocket Forms' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Launch badges' })).toBeNull()
  })
})
