import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Everything the server reads from the environment, parsed once (ARCHITECTURE.md table). */
export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  /** Origins whose cookie-authenticated mutations are accepted. */
  trustedOrigins: string[]
  authSecret: string
  smtpUrl: string | undefined
  redisUrl: string | undefined
  rateLimits: boolean
  isProduction: boolean
  webDistDir: string
}

type Env = Record<string, string | undefined>

export function loadConfig(env: Env = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  const dataDir = path.resolve(env.DATA_DIR ?? './data')
  const explicitPublicUrl = env.PUBLIC_URL?.replace(/\/+$/, '')
  const publicUrl = explicitPublicUrl ?? `http://localhost:${port}`
  // With no PUBLIC_URL the app is reachable under both loopback names; trust both.
  const trustedOrigins = explicitPublicUrl
    ? [explicitPublicUrl]
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
  for (const extra of (env.TRUSTED_ORIGINS ?? '').split(',')) {
    if (extra.trim()) trustedOrigins.push(extra.trim().replace(/\/+$/, ''))
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    trustedOrigins,
    authSecret: env.AUTH_SECRET || readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    rateLimits: env.RATE_LIMITS !== 'off',
    isProduction: env.NODE_ENV === 'production',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? 'dist/web'),
  }
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** Reads `.env` when present, without overriding variables already set. */
export function loadDotEnv(file = '.env') {
  if (existsSync(file)) process.loadEnvFile(file)
}
