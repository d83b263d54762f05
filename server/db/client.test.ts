import { useTestDatabase } from '@tests/support/test-database'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createDatabase } from './client'

const testDb = useTestDatabase()

const planCacheMode = async (db: ReturnType<typeof createDatabase>['db']) => {
  const { rows } = await db.execute<{ mode: string; workers: string }>(
    sql`select current_setting('plan_cache_mode') as mode,
          current_setting('max_parallel_workers_per_gather') as workers`,
  )
  return rows[0]
}

describe('createDatabase', () => {
  it('lets PostgreSQL choose between custom and generic plans by default', async () => {
    expect((await planCacheMode(testDb.db))?.mode).toBe('auto')
  })

  it('gives genericPlans connections the generic plan of every statement, never parallel (041)', async () => {
    const generic = createDatabase(testDb.url, { max: 2, genericPlans: true })
    try {
      // Both connections of the pool, not only the first one opened.
      const modes = await Promise.all([planCacheMode(generic.db), planCacheMode(generic.db)])
      const expected = { mode: 'force_generic_plan', workers: '0' }
      expect(modes).toEqual([expected, expected])
    } finally {
      await generic.close()
    }
  })
})
