import type { TrendingTopic } from '@common/explore'
import type { MetricPoint } from '@common/project-metrics'
import type { MilestoneEntry } from '@common/project-updates'
import { request, useTestApp } from '@tests/support/app'
import { beforeAll, describe, expect, it } from 'vitest'
import { bulkSteps, runSteps } from './bulk'
import { type SeedProfile, seedProfiles } from './profiles'

const t = useTestApp()
const demo = seedProfiles.demo as SeedProfile
let storyProject: string
let plainProject: string

beforeAll(async () => {
  const client = await t.database.pool.connect()
  try {
    // In one transaction, as scripts/seed.ts runs them.
    await client.query('begin')
    await runSteps(client, bulkSteps(demo, 'not-a-real-hash', []))
    await client.query('commit')
    const { rows } = await client.query<{ id: string }>(
      'select id from projects order by created_at, id',
    )
    storyProject = rows.at(0)?.id ?? ''
    plainProject = rows.at(-1)?.id ?? ''
  } finally {
    client.release()
  }
})

const get = (url: string) => request(t.app, { url }).then((response) => response.json())

describe('the demo seed tells projects’ stories', () => {
  it('gives a project its milestones, oldest the launch, and a plain update', async () => {
    const milestones: { items: MilestoneEntry[] } = await get(
      `/api/projects/${storyProject}/milestones`,
    )
    expect(milestones.items.map((entry) => entry.milestone.kind)).toEqual([
      expect.stringMatching(/^(users|mrr|first_user)$/),
      'first_paying_customer',
      'launched',
    ])
    const updates = await get(`/api/projects/${storyProject}/updates`)
    expect(updates.items).toHaveLength(4)
    expect(updates.items[0].update.projectId).toBe(storyProject)
  })

  it('records six monthly points per metric, climbing to today’s numbers', async () => {
    const project = await get(`/api/projects/${storyProject}`)
    for (const [metric, today] of [
      ['users', project.userCount],
      ['mrr', project.mrr],
    ]) {
      const history: { items: MetricPoint[] } = await get(
        `/api/projects/${storyProject}/metrics/${metric}`,
      )
      expect(history.items).toHaveLength(6)
      expect(history.items.at(0)?.value).toBe(Number(today))
      const oldest = Date.parse(history.items.at(-1)?.recordedAt ?? '')
      expect(Date.now() - oldest).toBeGreaterThan(140 * 24 * 3600 * 1000)
    }
    // Projects past the demo's stories keep only the point their creation recorded.
    const plain: { items: MetricPoint[] } = await get(`/api/projects/${plainProject}/metrics/users`)
    expect(plain.items).toHaveLength(1)
  })

  it('gives the first story project a co-maker beside its owner', async () => {
    const makers = await get(`/api/projects/${storyProject}/makers`)
    expect(makers.makers.map((maker: { role: string }) => maker.role)).toEqual(['owner', 'maker'])
  })

  it('has members follow projects, and several topics trending by several makers today', async () => {
    const follows = await t.database.pool.query<{ count: string }>(
      'select count(*) from project_follows where project_id = $1',
      [storyProject],
    )
    expect(Number(follows.rows.at(0)?.count)).toBeGreaterThan(0)
    const topics: { items: TrendingTopic[] } = await get('/api/explore/topics?window=day')
    expect(topics.items.length).toBeGreaterThanOrEqual(3)
    expect(topics.items.at(0)?.authorCount).toBeGreaterThanOrEqual(2)
  })
})
