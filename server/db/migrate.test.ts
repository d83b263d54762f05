import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../tests/support/test-database'
import { profiles, user } from './schema'

const testDb = useTestDatabase()

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] }

describe('migrations', () => {
  it('are all applied to the test database', async () => {
    const { rows } = await testDb.pool.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    )
    expect(rows[0].n).toBe(journal.entries.length)
  })

  it('create a profile together with each user', async () => {
    await testDb.db.insert(user).values({ id: 'u-ada', name: 'ada', email: 'ada@example.com' })
    const rows = await testDb.db.select().from(profiles).where(eq(profiles.id, 'u-ada'))
    expect(rows).toMatchObject([{ username: 'ada', name: 'ada', role: 'member', banned: false }])
  })

  it('reject a username that differs only in case, and roll back the user too', async () => {
    await testDb.db.insert(user).values({ id: 'u-bob', name: 'bob', email: 'bob@example.com' })
    const duplicate = testDb.db
      .insert(user)
      .values({ id: 'u-bob2', name: 'BOB', email: 'bob2@example.com' })
    await expect(duplicate).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'profiles_username_lower_key' },
    })
    const [row] = await testDb.db
      .select({ n: sql<number>`count(*)::int` })
      .from(user)
      .where(eq(user.id, 'u-bob2'))
    expect(row?.n).toBe(0)
  })
})
