import { screen } from '@testing-library/react'
import { stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { describe, expect, it } from 'vitest'
import { post } from '../test-fixtures'
import { PostCard } from './post-card'

// A launch's thread post is its item in feeds (issue 32): "Launched {project} today" leading to
// the launch's page, in place of the milestone label.

const launched = (day: string) => ({
  ...post('Launched Rocket Forms on Makerfolio today: Forms that ship', 1),
  update: {
    projectId: 'p1',
    projectName: 'Rocket Forms',
    milestone: { kind: 'launched' as const, value: null, text: null },
  },
  launch: { id: 'l1', projectName: 'Rocket Forms', day },
})

describe('PostCard for a launch', () => {
  it("says the launch is today's and leads to the launch page", async () => {
    stubApi({})
    const today = new Date().toISOString().slice(0, 10)
    const { user } = renderInApp(<PostCard post={launched(today)} />, { at: '/feed' })
    const link = screen.getByRole('link', { name: 'Launched Rocket Forms today' })
    expect(link.getAttribute('href')).toBe('/launch/l1')
    // The launch item stands for the milestone label.
    expect(screen.queryByRole('link', { name: 'Milestone: Rocket Forms' })).toBeNull()
    await user.click(link)
    expect(await screen.findByText('Now at /launch/l1')).toBeTruthy()
  })

  it('names the day of an earlier launch', () => {
    stubApi({})
    renderInApp(<PostCard post={launched('2026-03-02')} />)
    expect(screen.getByRole('link', { name: 'Launched Rocket Forms on Mar 2, 2026' })).toBeTruthy()
  })

  it('keeps the milestone label for a project update that is no launch', () => {
    stubApi({})
    renderInApp(<PostCard post={{ ...launched('2026-03-02'), launch: null }} />)
    expect(screen.getByRole('link', { name: /Rocket Forms/ }).getAttribute('href')).toBe(
      '/project/p1',
    )
    expect(screen.queryByRole('link', { name: /^Launched/ })).toBeNull()
  })
})
