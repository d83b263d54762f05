// Vitest global setup: one PostgreSQL server for the run and one migrated template database,
// which every test file clones (tests/support/test-database.ts). Uses TEST_DATABASE_URL (a
// role allowed to create databases) when set, else an embedded PostgreSQL in a temp folder.
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { runMigrations } from '../../server/db/migrate'

export interface TestDatabaseContext {
  /** A URL whose database is only used to create and drop the others. */
  adminUrl: string
  template: string
  /** Databases of this run start with it (safe on a server shared with other runs). */
  prefix: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseContext
  }
}

export function databaseUrl(url: string, database: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL
  let cleanup = async () => {}
  if (!adminUrl) {
    // mkdtemp makes a 0700 folder; the `postgres` OS user has to traverse it.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'makerfolio-test-pg-'))
    await chmod(dataDir, 0o755)
    const { startEmbeddedPostgres } = await import('../../server/db/embedded')
    const embedded = await startEmbeddedPostgres({
      dataDir,
      // A throwaway cluster: durability only costs time.
      postgresFlags: [
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
    })
    adminUrl = databaseUrl(embedded.url, 'postgres')
    cleanup = async () => {
      await embedded.stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  }

  const prefix = `mf_test_${process.pid}_`
  const template = `mf_template_${process.pid}`
  const dropAll = () =>
    withAdmin(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)',
        [template, prefix],
      )
      for (const { datname } of rows) {
        await client.query(`DROP DATABASE ${client.escapeIdentifier(datname)} WITH (FORCE)`)
      }
    })

  try {
    await dropAll()
    await withAdmin(adminUrl, (client) =>
      client.query(`CREATE DATABASE ${client.escapeIdentifier(template)}`),
    )
    await runMigrations(databaseUrl(adminUrl, template))
  } catch (error) {
    await cleanup()
    throw error
  }
  project.provide('testDatabase', { adminUrl, template, prefix })

  return async () => {
    await dropAll()
    await cleanup()
  }
}
