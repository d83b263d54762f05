import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

/** Everything the server reads from the environment, parsed once (README's Configuration table). */
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
  signInProviders: SignInProviderSettings[]
  /** pino's level (LOG_LEVEL). */
  logLevel: LogLevel
  /** The benchmark-only routes (BENCH_METRICS=1), never in a normal deployment. */
  benchMetrics: boolean
  /** libuv's thread pool (UV_THREADPOOL_SIZE, node's default 4): password hashing leaves one free. */
  threadPoolSize: number
}

/**
 * A sign-in provider as the environment configures it (issue 18 §4, decision 034); the auth
 * feature turns these into better-auth's providers. `id` is the path segment better-auth uses
 * (`/api/auth/callback/{id}`), `name` what the button says.
 */
export type SignInProviderSettings =
  | {
      kind: 'github' | 'google'
      id: 'github' | 'google'
      name: string
      clientId: string
      clientSecret: string
    }
  | {
      kind: 'oidc'
      id: string
      name: string
      issuer: string
      clientId: string
      clientSecret: string
    }

/** An S3-compatible store for uploads (S3_*): server/lib/s3-storage.ts writes to it. */
export type S3Settings = {
  bucket: string
  region: string
  /** Any S3-compatible service (MinIO, R2, B2 ...); unset for AWS itself. */
  endpoint: string | undefined
  /** Unset: the SDK's usual chain (AWS_* variables, instance role ...). */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  /** Where browsers fetch objects: a CDN, a public bucket, or the endpoint itself. */
  publicUrl: string
  /** `endpoint/bucket/key` addressing instead of `bucket.endpoint/key` (MinIO and most others). */
  forcePathStyle: boolean
}

type Env = Record<string, string | undefined>

/** A hop count, every proxy (true), or the proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[]

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type LogLevel = (typeof LOG_LEVELS)[number]

/** A configuration the server refuses to start with; its message names the variable. */
export class ConfigError extends Error {}

type Ctx = z.RefinementCtx

/** Records why a variable is refused; the message names it. */
function refuse(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
}

/** An environment variable, read by `read` (which refuses a bad value through `ctx`). */
const variable = <T>(read: (value: string | undefined, ctx: Ctx) => T) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => read(value, ctx))

/** Unset and empty alike: the value, or undefined. */
const optionalText = variable((value) => value || undefined)

/**
 * The whole environment in one schema: each variable parsed on its own, then the settings that
 * depend on several (public address, passkeys, S3, sign-in providers). Other variables pass
 * through for the OIDC_<NAME>_* families.
 */
const variablesSchema = z.looseObject({
  PORT: variable((value, ctx) => {
    if (value === undefined) return 3000
    const port = Number(value)
    if (value.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65_535) {
      return refuse(ctx, `PORT must be a port number from 0 to 65535, got ${value}`)
    }
    return port
  }),
  HOST: variable((value) => value || '127.0.0.1'),
  TRUST_PROXY: variable(parseTrustProxy),
  DATA_DIR: variable((value) => path.resolve(value ?? './data')),
  DATABASE_URL: optionalText,
  PUBLIC_URL: variable((value, ctx) => (value ? urlVariable('PUBLIC_URL', value, ctx) : undefined)),
  TRUSTED_ORIGINS: variable((value, ctx) =>
    (value ?? '')
      .split(',')
      .map((extra) => extra.trim())
      .filter(Boolean)
      .map((origin) => urlVariable('TRUSTED_ORIGINS', origin, ctx)),
  ),
  PASSKEY_RP_ID: variable((value) => value?.trim() || undefined),
  AUTH_SECRET: optionalText,
  SMTP_URL: optionalText,
  REDIS_URL: optionalText,
  RATE_LIMITS: variable((value) => value !== 'off'),
  // Up to a minute; 5 s by default (decision 019).
  SESSION_CACHE_MS: cacheMs('SESSION_CACHE_MS', 5000, 60_000),
  // A trend does not move faster than a minute; a member's suggestions not faster than five.
  TRENDING_CACHE_MS: cacheMs('TRENDING_CACHE_MS', 60_000),
  SUGGESTIONS_CACHE_MS: cacheMs('SUGGESTIONS_CACHE_MS', 300_000),
  JOB_TIME_SCALE: variable(parseJobTimeScale),
  NODE_ENV: variable((value) => value === 'production'),
  WEB_DIST_DIR: variable((value) => path.resolve(value ?? 'dist/web')),
  LOG_LEVEL: variable((value, ctx): LogLevel => {
    if (!value) return 'info'
    const level = LOG_LEVELS.find((known) => known === value)
    return level ?? refuse(ctx, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${value}`)
  }),
  BENCH_METRICS: variable((value) => value === '1'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: variable((value, ctx) =>
    value ? urlVariable('S3_ENDPOINT', value, ctx) : undefined,
  ),
  S3_REGION: optionalText,
  AWS_REGION: optionalText,
  S3_FORCE_PATH_STYLE: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: variable((value, ctx) =>
    value ? urlVariable('S3_PUBLIC_URL', value, ctx) : undefined,
  ),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  UV_THREADPOOL_SIZE: variable((value, ctx) => {
    if (!value) return 4
    const size = Number(value)
    if (!Number.isInteger(size) || size < 1 || size > 1024) {
      return refuse(ctx, `UV_THREADPOOL_SIZE must be a whole number from 1 to 1024, got ${value}`)
    }
    return size
  }),
})

type Variables = z.output<typeof variablesSchema>

const environmentSchema = variablesSchema.transform((vars, ctx) => {
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`
  // With no PUBLIC_URL the app is reachable under both loopback names; trust both.
  const trustedOrigins = vars.PUBLIC_URL
    ? [vars.PUBLIC_URL]
    : [`http://localhost:${vars.PORT}`, `http://127.0.0.1:${vars.PORT}`]
  trustedOrigins.push(...vars.TRUSTED_ORIGINS)
  return {
    port: vars.PORT,
    host: vars.HOST,
    trustProxy: vars.TRUST_PROXY,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    publicUrl,
    trustedOrigins,
    passkeys: passkeySettings(vars.PASSKEY_RP_ID, publicUrl, trustedOrigins, ctx),
    authSecret: vars.AUTH_SECRET,
    smtpUrl: vars.SMTP_URL,
    s3: s3Settings(vars, ctx),
    redisUrl: vars.REDIS_URL,
    rateLimits: vars.RATE_LIMITS,
    sessionCacheMs: vars.SESSION_CACHE_MS,
    trendingCacheMs: vars.TRENDING_CACHE_MS,
    suggestionsCacheMs: vars.SUGGESTIONS_CACHE_MS,
    jobTimeScale: vars.JOB_TIME_SCALE,
    isProduction: vars.NODE_ENV,
    webDistDir: vars.WEB_DIST_DIR,
    signInProviders: signInProviderSettings(vars, ctx),
    logLevel: vars.LOG_LEVEL,
    benchMetrics: vars.BENCH_METRICS,
    threadPoolSize: vars.UV_THREADPOOL_SIZE,
  }
})

/**
 * The configuration from `env` (the process's by default). A bad value fails here, at start, with
 * a message naming the variable; every problem found is listed, one a line.
 */
export function loadConfig(env: Env = process.env): Config {
  const parsed = environmentSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues
        .map((issue) => {
          const name = String(issue.path[0] ?? '')
          return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`
        })
        .join('\n'),
    )
  }
  const { authSecret, ...config } = parsed.data
  return { ...config, authSecret: authSecret || readOrCreateSecret(config.dataDir) }
}

/**
 * A passkey is bound to a domain (its RP ID) and works on the trusted origins at that domain or
 * under it (decision 037). An address like 127.0.0.1 cannot be an RP ID: passkeys then need
 * PASSKEY_RP_ID=localhost and that origin in TRUSTED_ORIGINS.
 */
function passkeySettings(
  value: string | undefined,
  publicUrl: string,
  trustedOrigins: string[],
  ctx: Ctx,
) {
  const rpId = (value || new URL(publicUrl).hostname).toLowerCase()
  const origins = trustedOrigins.filter((origin) => {
    const host = new URL(origin).hostname
    return host === rpId || host.endsWith(`.${rpId}`)
  })
  if (value && origins.length === 0) {
    return refuse(
      ctx,
      `PASSKEY_RP_ID must be the host of PUBLIC_URL or a trusted origin, or a domain above it`,
    )
  }
  return { rpId, origins }
}

/** Milliseconds a node keeps a read, from 0 to `maxMs` (an hour unless said). */
function cacheMs(name: string, defaultMs: number, maxMs = 3_600_000) {
  return variable((value, ctx) => {
    if (value === undefined || value === '') return defaultMs
    const ms = Number(value)
    if (!Number.isInteger(ms) || ms < 0 || ms > maxMs) {
      return refuse(ctx, `${name} must be a whole number of milliseconds from 0 to ${maxMs}`)
    }
    return ms
  })
}

/** A factor from 0.001 to 1; default 1 (decision 027). */
function parseJobTimeScale(value: string | undefined, ctx: Ctx): number {
  if (value === undefined || value === '') return 1
  const scale = Number(value)
  if (!Number.isFinite(scale) || scale < 0.001 || scale > 1) {
    return refuse(ctx, 'JOB_TIME_SCALE must be a number from 0.001 to 1')
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
function parseTrustProxy(value: string | undefined, ctx: Ctx): TrustProxy {
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
    return refuse(
      ctx,
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
function s3Settings(vars: Variables, ctx: Ctx): S3Settings | undefined {
  const bucket = vars.S3_BUCKET
  if (!bucket) return undefined
  const endpoint = vars.S3_ENDPOINT
  const region = vars.S3_REGION || vars.AWS_REGION || 'us-east-1'
  // Other S3-compatible stores mostly want path-style addressing; AWS itself wants virtual hosts.
  const forcePathStyle = vars.S3_FORCE_PATH_STYLE
    ? vars.S3_FORCE_PATH_STYLE === 'true'
    : endpoint !== undefined
  const accessKeyId = vars.S3_ACCESS_KEY_ID
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    return refuse(ctx, 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
  }
  const publicUrl =
    vars.S3_PUBLIC_URL ?? defaultS3PublicUrl(bucket, region, endpoint, forcePathStyle)
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
function urlVariable(name: string, value: string, ctx: Ctx): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    return refuse(ctx, `${name} must be an http(s) address, got ${value}`)
  }
  return value.replace(/\/+$/, '')
}

const OIDC_ISSUER = /^OIDC_([A-Z0-9]+)_ISSUER$/

/** "TEST" or "MY_IDP" → "Test": the button's name unless OIDC_<NAME>_LABEL gives one. */
const titleCase = (name: string) => name.charAt(0) + name.slice(1).toLowerCase()

/**
 * Every provider the environment configures: `OIDC_<NAME>_ISSUER` + `_CLIENT_ID` +
 * `_CLIENT_SECRET` (optional `_LABEL`) for any OpenID Connect provider, and the presets
 * `GITHUB_CLIENT_ID`/`_SECRET`, `GOOGLE_CLIENT_ID`/`_SECRET`. None by default. A provider with
 * a missing part is an error at start, not a button that fails when pressed.
 */
function signInProviderSettings(vars: Variables, ctx: Ctx): SignInProviderSettings[] {
  const text = (key: string) => {
    const value = vars[key]
    return typeof value === 'string' ? value : undefined
  }
  const providers: SignInProviderSettings[] = []
  for (const [kind, prefix, name] of [
    ['github', 'GITHUB', 'GitHub'],
    ['google', 'GOOGLE', 'Google'],
  ] as const) {
    const clientId = text(`${prefix}_CLIENT_ID`)
    const clientSecret = text(`${prefix}_CLIENT_SECRET`)
    if (!clientId && !clientSecret) continue
    if (!clientId || !clientSecret) {
      return refuse(ctx, `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET are needed together`)
    }
    providers.push({ kind, id: kind, name, clientId, clientSecret })
  }
  for (const key of Object.keys(vars).sort()) {
    const match = OIDC_ISSUER.exec(key)
    const value = text(key)
    if (!match?.[1] || !value) continue
    const upper = match[1]
    const id = upper.toLowerCase()
    const issuer = value.replace(/\/+$/, '')
    const clientId = text(`OIDC_${upper}_CLIENT_ID`)
    const clientSecret = text(`OIDC_${upper}_CLIENT_SECRET`)
    if (!clientId || !clientSecret) {
      return refuse(ctx, `OIDC_${upper}_CLIENT_ID and OIDC_${upper}_CLIENT_SECRET must be set`)
    }
    if (!/^https?:\/\//.test(issuer))
      return refuse(ctx, `OIDC_${upper}_ISSUER must be an http(s) URL`)
    if (providers.some((provider) => provider.id === id)) {
      return refuse(ctx, `OIDC_${upper}_ISSUER: the name ${id} is taken by a preset`)
    }
    const name = text(`OIDC_${upper}_LABEL`)?.trim() || titleCase(upper)
    providers.push({ kind: 'oidc', id, name, issuer, clientId, clientSecret })
  }
  return providers
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
