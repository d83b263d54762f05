// npm run db:migrate: applies the migrations to DATABASE_URL, or to the embedded PostgreSQL under
// DATA_DIR (default ./data) when DATABASE_URL is unset.
import { existsSync } from 'node:fs'
import { resolveDatabase } from '../server/db/database-url'
import { runMigrations } from '../server/db/migrate'

// Same configuration as the server, which reads .env too (variables already set win).
if (existsSync('.env')) process.loadEnvFile('.env')

const database = await resolveDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
  log: { info: console.log, warn: console.warn, debug: () => {} },
})
try {
  await runMigrations(database.url)
  console.log('Migrations applied')
} finally {
  await database.stop()
}
