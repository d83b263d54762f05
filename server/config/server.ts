import { isIP } from 'node:net'
import path from 'node:path'
import { type Ctx, type Parsed, refuse, variable } from './variable'

/** A hop count, every proxy (true), or the proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[]

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type LogLevel = (typeof LOG_LEVELS)[number]

/** The process: where it listens, whom it believes, where its files are, how it logs. */
export type ServerSettings = {
  port: number
  /** Listen address: loopback unless HOST opens it (docs/decisions/013). */
  host: string
  /** Fastify's `trustProxy`: which X-Forwarded-For hops to believe; false: none. */
  trustProxy: TrustProxy
  dataDir: string
  isProduction: boolean
  webDistDir: string
  /** pino's level (LOG_LEVEL). */
  logLevel: LogLevel
  /** The benchmark-only routes (BENCH_METRICS=1), never in a normal deployment. */
  benchMetrics: boolean
  /** libuv's thread pool (UV_THREADPOOL_SIZE, node's default 4): password hashing leaves one free. */
  threadPoolSize: number
}

export const serverVariables = {
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
  NODE_ENV: variable((value) => value ?? ''),
  WEB_DIST_DIR: variable((value) => path.resolve(value ?? 'dist/web')),
  LOG_LEVEL: variable((value, ctx): LogLevel => {
    if (!value) return 'info'
    const level = LOG_LEVELS.find((known) => known === value)
    return level ?? refuse(ctx, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${value}`)
  }),
  BENCH_METRICS: variable((value) => value === '1'),
  UV_THREADPOOL_SIZE: variable((value, ctx) => {
    if (!value) return 4
    const size = Number(value)
    if (!Number.isInteger(size) || size < 1 || size > 1024) {
      return refuse(ctx, `UV_THREADPOOL_SIZE must be a whole number from 1 to 1024, got ${value}`)
    }
    return size
  }),
}

export function serverSettings(vars: Parsed<typeof serverVariables>): ServerSettings {
  return {
    port: vars.PORT,
    host: vars.HOST,
    trustProxy: vars.TRUST_PROXY,
    dataDir: vars.DATA_DIR,
    isProduction: vars.NODE_ENV === 'production',
    webDistDir: vars.WEB_DIST_DIR,
    logLevel: vars.LOG_LEVEL,
    benchMetrics: vars.BENCH_METRICS,
    threadPoolSize: vars.UV_THREADPOOL_SIZE,
  }
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
