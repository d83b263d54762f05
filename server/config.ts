import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { loadSignInProviders, type SignInProvider } from './features/auth/providers/config'
import type { S3Settings } from './lib/s3-storage'

/** Everything the server reads from the environment, parsed once (ARCHITECTURE.md table). */
export type Config = {
  port: number
  /** Listen address: loopback unless HOST opens it (docs/decisions/013). */
  host: string
  /** Fastify's `trustProxy`: which X-Forwarded-For hops to believe; false: none. */
  trustProxy: TrustProxy
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  /** Origins whose cookie-authenticated mutations are accepted. */
  trustedOrigins: string[]
  /** WebAuthn relying party (PASSKEY_RP_ID, default PUBLIC_URL's host) and the origins it serves. */
  passkeys: { rpId: string; origins: string[] }
  authSecret: string
  smtpUrl: string | undefined
  /** Set when S3_BUCKET is: uploads go to that bucket instead of `$DATA_DIR/uploads`. */
  s3: S3Settings | undefined
  redisUrl: string | undefined
  rateLimits: boolean
  /** How long each node keeps a session's viewer for reads (SESSION_CACHE_MS); 0: not at all. */
  sessionCacheMs: number
  /** How long each node keeps Explore's trending topics (TRENDING_CACHE_MS); 0: not at all. */
  trendingCacheMs: number
  /** How long each node keeps a member's makers to follow (SUGGESTIONS_CACHE_MS); 0: not at all. */
  suggestionsCacheMs: number
  /** Multiplies the job queue's delays and timeouts (JOB_TIME_SCALE); below 1 for test suites only. */
  jobTimeScale: number
  isProduction: boolean
  webDistDir: string
  /** OpenID Connect and preset providers (OIDC_<NAME>_*, GITHUB_*, GOOGLE_*); none by default. */
  signInProviders: SignInProvider[]
}

type Env = Record<string, string | undefined>

/** A hop count, every proxy (true), or the proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[]

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
    host: env.HOST || '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    trustedOrigins,
    passkeys: passkeySettings(env.PASSKEY_RP_ID, publicUrl, trustedOrigins),
    authSecret: env.AUTH_SECRET || readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    s3: loadS3Settings(env),
    redisUrl: env.REDIS_URL || undefined,
    rateLimits: env.RATE_LIMITS !== 'off',
    // Up to a minute; 5 s by default (decision 019).
    sessionCacheMs: parseCacheMs('SESSION_CACHE_MS', env.SESSION_CACHE_MS, 5000, 60_000),
    // A trend does not move faster than a minute; a member's suggestions not faster than five.
    trendingCacheMs: parseCacheMs('TRENDING_CACHE_MS', env.TRENDING_CACHE_MS, 60_000),
    suggestionsCacheMs: parseCacheMs('SUGGESTIONS_CACHE_MS', env.SUGGESTIONS_CACHE_MS, 300_000),
    jobTimeScale: parseJobTimeScale(env.JOB_TIME_SCALE),
    isProduction: env.NODE_ENV === 'production',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? 'dist/web'),
    signInProviders: loadSignInProviders(env),
  }
}

/**
 * A passkey is bound to a domain (its RP ID) and works on the trusted origins at that domain or
 * under it (decision 037). An address like 127.0.0.1 cannot be an RP ID: passkeys then need
 * PASSKEY_RP_ID=localhost and that origin in TRUSTED_ORIGINS.
 */
function passkeySettings(value: string | undefined, publicUrl: string, trustedOrigins: string[]) {
  const rpId = (value?.trim() || new URL(publicUrl).hostname).toLowerCase()
  const origins = trustedOrigins.filter((origin) => {
    const host = new URL(origin).hostname
    return host === rpId || host.endsWith(`.${rpId}`)
  })
  if (value?.trim() && origins.length === 0) {
    throw new Error(
      `PASSKEY_RP_ID must be the host of PUBLIC_URL or a trusted origin, or a domain above it`,
    )
  }
  return { rpId, origins }
}

/** Milliseconds a node keeps a read, from 0 to `maxMs` (an hour unless said). */
function parseCacheMs(
  name: string,
  value: string | undefined,
  defaultMs: number,
  maxMs = 3_600_000,
): number {
  if (value === undefined || value === '') return defaultMs
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 0 || ms > maxMs) {
    throw new Error(`${name} must be a whole number of milliseconds from 0 to ${maxMs}`)
  }
  return ms
}

/** A factor from 0.001 to 1; default 1 (decision 027). */
function parseJobTimeScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1
  const scale = Number(value)
  if (!Number.isFinite(scale) || scale < 0.001 || scale > 1) {
    throw new Error('JOB_TIME_SCALE must be a number from 0.001 to 1')
  }
  return scale
}

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no X-Forwarded-For (the socket's address is the
 * client); a number trusts that many proxy hops; `true` trusts every hop (only where nothing
 * but the proxy can reach the app); else a comma-separated list of proxy addresses/CIDRs.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false' || text === '0') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const invalid = entries.find((entry) => !isAddressOrRange(entry))
  if (invalid !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a hop count, true, or a comma-separated list of IP addresses or CIDR ranges, got ${invalid}`,
    )
  }
  return entries
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes proxy-addr's hop test: Fastify 5
 * refuses bare numbers (it cannot check the nearest peer), so the count is trusted as given and
 * is only safe where clients cannot reach the app except through those proxies.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value
  return (_address, hop) => hop < value
}

/** S3_* variables; a half-configured store fails at start-up rather than on the first upload. */
function loadS3Settings(env: Env): S3Settings | undefined {
  const bucket = env.S3_BUCKET
  if (!bucket) return undefined
  const endpoint = env.S3_ENDPOINT ? urlVariable('S3_ENDPOINT', env.S3_ENDPOINT) : undefined
  const region = env.S3_REGION || env.AWS_REGION || 'us-east-1'
  // Other S3-compatible stores mostly want path-style addressing; AWS itself wants virtual hosts.
  const forcePathStyle = env.S3_FORCE_PATH_STYLE
    ? env.S3_FORCE_PATH_STYLE === 'true'
    : endpoint !== undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
  }
  const publicUrl = env.S3_PUBLIC_URL
    ? urlVariable('S3_PUBLIC_URL', env.S3_PUBLIC_URL)
    : defaultS3PublicUrl(bucket, region, endpoint, forcePathStyle)
  return { bucket, region, endpoint, accessKeyId, secretAccessKey, publicUrl, forcePathStyle }
}

function defaultS3PublicUrl(
  bucket: string,
  region: string,
  endpoint: string | undefined,
  forcePathStyle: boolean,
) {
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`
  if (forcePathStyle) return `${endpoint}/${bucket}`
  const url = new URL(endpoint)
  return `${url.protocol}//${bucket}.${url.host}`
}

/** An http(s) address without its trailing slash. */
function urlVariable(name: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an http(s) address, got ${value}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) address, got ${value}`)
  }
  return value.replace(/\/+$/, '')
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
