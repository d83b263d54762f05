// A fresh database per test file, cloned from the migrated template that
// tests/support/global-setup.ts prepares. Call it once at the top level of a test file:
//
//   import { useTestDatabase } from '@tests/support/test-database'
//
//   const testDb = useTestDatabase()
//
//   it('stores a user', async () => {
//     await testDb.db.insert(user).values({ id: 'u1', name: 'ada', email: 'ada@example.com' })
//   })
//
// `url`, `db` and `pool` are available from beforeAll on (e.g. to build the app with `url`).
// Tests in one file share the database: use unique names/emails per test, or clean up.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, inject } from 'vitest'
import { createDatabase, type Database, type Db } from '../../server/db/client'
import { databaseUrl, withAdmin } from './global-setup'

export interface TestDatabase {
  readonly name: string
  readonly url: string
  readonly db: Db
  readonly pool: Database['pool']
}

export function useTestDatabase(options: { max?: number } = {}): TestDatabase {
  const { adminUrl, template, prefix } = inject('testDatabase')
  const name = `${prefix}${randomBytes(6).toString('hex')}`
  const url = databaseUrl(adminUrl, name)
  let database: Database | undefined

  beforeAll(async () => {
    await withAdmin(adminUrl, (client) =>
      client.query(
        `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`,
      ),
    )
    database = createDatabase(url, { max: options.max ?? 5 })
  })

  afterAll(async () => {
    await database?.close()
    await withAdmin(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
    )
  })

  const ready = () => {
    if (!database) throw new Error('useTestDatabase(): the database exists from beforeAll on')
    return database
  }
  return {
    name,
    url,
    get db() {
      return ready().db
    },
    get pool() {
      return ready().pool
    },
  }
}
