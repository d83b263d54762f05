import type { Launch } from '@common/launches'
import { request, useTestApp } from '@tests/support/app'
import { beforeAll, describe, expect, it } from 'vitest'
import { bulkSteps, runSteps } from './bulk'
import { type SeedProfile, seedProfiles } from './profiles'

const t = useTestApp()
const demo = seedProfiles.demo as SeedProfile

beforeAll(async () => {
  const client = await t.database.pool.connect()
  try {
    // In one transaction, as scripts/seed.ts runs them.
    await client.query('begin')
    await runSteps(client, bulkSteps(demo, 'not-a-real-hash', []))
    await client.query('commit')
  } finally {
    client.release()
  }
})

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const list = async (query: string): Promise<Launch[]> =>
  (await request(t.app, { url: `/api/launches?${query}&limit=50` })).json().items

describe('the demo seed’s launches', () => {
  it('ranks yesterday’s launches, frozen, with votes that mostly count', async () => {
    const yesterday = await list(`day=${day(-1)}`)
    expect(yesterday.length).toBeGreaterThanOrEqual(2)
    expect(yesterday.map((launch) => launch.dayRank)).toEqual(
      yesterday.map((_, index) => index + 1),
    )
    for (const launch of yesterday) {
      expect(launch.state).toBe('ended')
      expect(launch.votesCount).toBeGreaterThan(0)
      expect(launch.countedVotesCount).toBeLessThanOrEqual(launch.votesCount)
    }
    expect(yesterday[0]!.badges).toContain('#1 Launch of the Day')
  })

  it('has today’s and later launches waiting to open, some with Notify me requests', async () => {
    const upcoming = await list('upcoming=true')
    expect(upcoming.map((launch) => launch.day)).toContain(day(0))
    expect(upcoming.map((launch) => launch.day)).toContain(day(3))
    expect(upcoming.every((launch) => launch.state === 'scheduled')).toBe(true)
  })
})
