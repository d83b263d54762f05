import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// Any constant works: advisory locks are per database. Several app nodes starting together then
// apply the migrations once; the others wait and find nothing left to do.
const MIGRATION_LOCK = 727_001

/** Applies server/db/migrations (drizzle-kit) that the database has not seen yet. */
export async function runMigrations(url: string): Promise<void> {
  // One client, not a pool: the lock and the migration transaction share a session.
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migrate(drizzle(client), { migrationsFolder })
  } finally {
    // Ending the session releases the lock as well.
    await client.end()
  }
}
