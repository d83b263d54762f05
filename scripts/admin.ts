// npm run admin -- grant-moderator <username> | revoke-moderator <username> | rotate-secrets
// Uses DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (default ./data), like db:migrate.
import { existsSync } from 'node:fs'
import { loadConfig } from '../server/config'
import { createDatabase } from '../server/db/client'
import { setRoleByUsername } from '../server/features/moderation/roles'
import { resealStoredKeys } from '../server/features/revenue'
import { SecretBox } from '../server/lib/secret-box'
import { openAdminDatabase } from './admin-database'

const USAGE = `Usage: npm run admin -- <command> [<username>]

Commands:
  grant-moderator <username>   let this member open /moderation and act on reports
  revoke-moderator <username>  make this moderator a plain member again
  rotate-secrets               re-encrypt every stored provider key under SECRETS_KEY (the old
                               key in SECRETS_PREVIOUS_KEYS until this has run)`

const roleByCommand = { 'grant-moderator': 'moderator', 'revoke-moderator': 'member' } as const

async function main(args: string[]): Promise<number> {
  const [command, username, ...extra] = args
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE)
    return 0
  }
  if (command === 'rotate-secrets' && !username) return rotateSecrets()
  if (!command || !(command in roleByCommand) || !username || extra.length > 0) {
    console.error(USAGE)
    return 2
  }
  const role = roleByCommand[command as keyof typeof roleByCommand]
  if (existsSync('.env')) process.loadEnvFile('.env')
  const resolved = await openAdminDatabase(process.env.DATA_DIR ?? './data')
  const database = createDatabase(resolved.url, { max: 1 })
  try {
    const profile = await setRoleByUsername(database.db, username, role)
    if (!profile) {
      console.error(`No member has the username "${username}"`)
      return 1
    }
    console.log(
      role === 'moderator'
        ? `@${profile.username} is now a moderator`
        : `@${profile.username} is no longer a moderator`,
    )
    return 0
  } finally {
    await database.close()
    await resolved.stop()
  }
}

/**
 * Re-seals every stored payment-provider key under the current key-encryption key (issue 33):
 * set the new SECRETS_KEY and the old one in SECRETS_PREVIOUS_KEYS, restart the servers, run
 * this, then drop SECRETS_PREVIOUS_KEYS. Running it twice does nothing the second time.
 */
async function rotateSecrets(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig(process.env)
  const box = new SecretBox(config.secretsKey, config.previousSecretsKeys)
  const resolved = await openAdminDatabase(config.dataDir)
  const database = createDatabase(resolved.url, { max: 1 })
  try {
    const counts = await resealStoredKeys(database.db, box)
    console.log(
      `Re-encrypted ${counts.resealed} of ${counts.total} stored provider keys under the current SECRETS_KEY (${counts.current} already were).`,
    )
    if (counts.unreadable === 0) return 0
    console.error(
      `${counts.unreadable} stored keys could not be opened with SECRETS_KEY or SECRETS_PREVIOUS_KEYS: add the key they were sealed with to SECRETS_PREVIOUS_KEYS and run this again.`,
    )
    return 1
  } finally {
    await database.close()
    await resolved.stop()
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    // Drizzle wraps the driver's error; 42P01 is PostgreSQL's undefined_table.
    const { cause } = error as { cause?: { code?: string } }
    const isUnmigrated = cause?.code === '42P01'
    console.error(
      isUnmigrated
        ? 'The database has no tables yet: run `npm run db:migrate` (or start the app once) first.'
        : error instanceof Error
          ? error.message
          : error,
    )
    process.exitCode = 1
  },
)
