// npm run seed -- --profile demo|small|large
// Fills the database (DATABASE_URL, or the embedded one under DATA_DIR) with a deterministic
// community. `demo` is a few dozen makers with avatars and images for trying the app; `small` and
// `large` are for benchmarks (large: 10,000 users, 1,000,000 posts, 5,000,000 likes, ...).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { hashPassword } from 'better-auth/crypto'
import pg from 'pg'
import { resolveDatabase } from '../server/db/database-url'
import { runMigrations } from '../server/db/migrate'
import { LocalDiskStorage } from '../server/lib/storage'
import { bulkSteps, runSteps } from './seed/bulk'
import { storeAvatar, storePostImages } from './seed/images'
import { SEED_PASSWORD, seedEmail, seedProfiles } from './seed/profiles'

if (existsSync('.env')) process.loadEnvFile('.env')
const { values } = parseArgs({ options: { profile: { type: 'string', default: 'demo' } } })
const profileName = values.profile ?? 'demo'
const profile = seedProfiles[profileName]
if (!profile) {
  console.error(
    `Unknown profile '${profileName}'. Use one of: ${Object.keys(seedProfiles).join(', ')}`,
  )
  process.exit(2)
}

const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
const database = await resolveDatabase({
  url: process.env.DATABASE_URL,
  dataDir,
  log: { info: () => {}, warn: console.warn, debug: () => {} },
})
const client = new pg.Client({ connectionString: database.url })
try {
  await runMigrations(database.url)
  await client.connect()
  const seeded = await client.query(`select 1 from "user" where id = 'seed_000001'`)
  if (seeded.rowCount) {
    console.log(
      'This database is already seeded. Use a fresh DATA_DIR (or database) to seed again.',
    )
  } else {
    const started = performance.now()
    console.log(
      `Seeding the '${profileName}' profile into ${database.embedded ? dataDir : 'DATABASE_URL'}`,
    )
    const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'))
    const images = await storePostImages(storage, profileName === 'demo' ? 8 : 4)
    await client.query('begin')
    await runSteps(client, bulkSteps(profile, await hashPassword(SEED_PASSWORD), images))
    await client.query('commit')
    // The counters' updates leave a dead version of most rows behind (700,000 posts at the large
    // seed); until autovacuum comes by, every walk of posts steps over them and a benchmark run
    // right after seeding measured search at twice its cost. Outside the transaction: VACUUM
    // cannot run inside one.
    process.stdout.write('  vacuum…')
    const vacuumStarted = performance.now()
    await client.query('vacuum (analyze)')
    console.log(` ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`)
    if (profileName === 'demo') {
      const { rows } = await client.query<{ id: string; name: string }>(
        `select id, name from profiles where id like 'seed_%' order by id`,
      )
      for (const [index, row] of rows.entries()) {
        const initials = row.name
          .split(' ')
          .map((part) => part[0])
          .join('')
          .slice(0, 2)
        const url = await storeAvatar(storage, row.id, initials, index)
        await client.query('update profiles set avatar_url = $1 where id = $2', [url, row.id])
      }
    }
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
    console.log(
      `Sign in as ${seedEmail(1)} (or user2, user3, …) with the password '${SEED_PASSWORD}'.`,
    )
  }
} catch (error) {
  await client.query('rollback').catch(() => {})
  throw error
} finally {
  await client.end().catch(() => {})
  await database.stop()
}
