// npm run bench -- --soak
// Mixed reads and writes against the built server on seeded data (DATA_DIR, default ./data; or
// DATABASE_URL) for SOAK_SECONDS (default 600) at SOAK_RATE req/s, or at 70% of the maximum
// measured first for SOAK_PROBE_SECONDS (default 15). Reports the error rate, the server's RSS
// at start and end, and the app database's connections before and after (leaks).
import { writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import pg from 'pg'
import { databaseUrl } from './database'
import { rssBytes } from './proc'
import { startProcess } from './server-process'
import { prepare } from './setup'

export type SoakOptions = {
  dataDir: string
  seconds: number
  /** Requests per second; measured (70% of the maximum) when absent. */
  rate?: number
  probeSeconds: number
  connections: number
}

export type SoakResult = {
  seconds: number
  max_rps: number | null
  target_rps: number
  achieved_rps: number
  requests: number
  errors: number
  error_rate_percent: number
  rss_start_mb: number
  rss_end_mb: number
  rss_peak_mb: number
  rss_growth_percent: number
  db_connections_start: number
  db_connections_end: number
  db_idle_in_transaction_end: number
  passed: { error_rate: boolean; rss_growth: boolean; db_connections: boolean }
}

const THRESHOLDS = { errorRatePercent: 0.1, rssGrowthPercent: 10 }

/** One member's round: 7 reads and 5 writes; each post it writes is commented and deleted. */
function mixedRequests(ids: Awaited<ReturnType<typeof prepare>>, base: string) {
  const json = { ...ids.headers, origin: base, 'content-type': 'application/json' }
  const write = { ...ids.headers, origin: base }
  type Context = { postId?: string }
  const onOwnPost =
    (build: (postId: string) => autocannon.Request) =>
    (request: autocannon.Request, context: object) => {
      const { postId } = context as Context
      // No post (its creation failed, already counted as an error): start the round again.
      return postId ? { ...request, ...build(postId) } : (null as unknown as autocannon.Request)
    }
  const thread = ids.threadId
  return [
    { method: 'GET', path: '/api/posts?limit=20' },
    {
      method: 'POST',
      path: '/api/posts',
      headers: json,
      body: JSON.stringify({ content: 'Soak test post #soak' }),
      onResponse: (status: number, body: string, context: object) => {
        ;(context as Context).postId = status === 201 ? JSON.parse(body).id : undefined
      },
    },
    { method: 'GET', path: `/api/posts/${thread}` },
    {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ content: 'A soak test comment' }),
      setupRequest: onOwnPost((id) => ({ path: `/api/posts/${id}/comments` })),
    },
    { method: 'PUT', path: `/api/posts/${thread}/like`, headers: write },
    { method: 'GET', path: `/api/posts/${thread}/comments?limit=50` },
    { method: 'GET', path: '/api/users/user2' },
    { method: 'DELETE', path: `/api/posts/${thread}/like`, headers: write },
    { method: 'GET', path: '/api/search?q=pulse' },
    { method: 'GET', path: '/api/notifications?limit=20' },
    {
      method: 'DELETE',
      headers: write,
      setupRequest: onOwnPost((id) => ({ path: `/api/posts/${id}` })),
    },
    { method: 'GET', path: '/api/posts?feed=following&limit=20' },
  ] as autocannon.Request[]
}

async function run(
  base: string,
  headers: Record<string, string>,
  requests: autocannon.Request[],
  options: { seconds: number; connections: number; rate?: number },
) {
  let errors = 0
  let responses = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        headers,
        requests,
        connections: options.connections,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, statusCode) => {
      responses++
      if (statusCode >= 400) errors++
    })
  })
  return {
    rps: Math.round(result.requests.average),
    requests: responses + result.errors + result.timeouts,
    errors: errors + result.errors + result.timeouts,
  }
}

function rssMb(pid: number) {
  return Math.round((rssBytes(pid) / 2 ** 20) * 10) / 10
}

/** The app's connections to its database (ours excluded), and those stuck in a transaction. */
async function countConnections(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ total: number; stuck: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE state LIKE 'idle in transaction%')::int AS stuck
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    )
    return rows[0] ?? { total: 0, stuck: 0 }
  } finally {
    await client.end()
  }
}

export async function soak(options: SoakOptions): Promise<SoakResult> {
  const app = await startProcess(
    'server/main.ts',
    { RATE_LIMITS: 'off', LOG_LEVEL: 'warn', DATA_DIR: options.dataDir },
    '/api/health',
  )
  try {
    const pid = app.child.pid
    if (!pid) throw new Error('the server has no pid')
    const ids = await prepare(app.base)
    const requests = mixedRequests(ids, app.base)
    const connections = options.connections

    let maxRps: number | null = null
    let rate = options.rate
    if (!rate) {
      console.log(`Measuring the maximum for ${options.probeSeconds} s ...`)
      maxRps = (
        await run(app.base, ids.headers, requests, { seconds: options.probeSeconds, connections })
      ).rps
      rate = Math.max(1, Math.round(maxRps * 0.7))
    } else {
      // Warm up (JIT, statement caches, the pool) so the start figures are not a cold process.
      await run(app.base, ids.headers, requests, { seconds: 5, connections, rate })
    }
    const url = databaseUrl(options.dataDir)
    const dbStart = await countConnections(url)
    const rssStart = rssMb(pid)
    let rssPeak = rssStart
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(pid))
    }, 5_000)
    console.log(`Soaking at ${rate} req/s for ${options.seconds} s (RSS ${rssStart} MB) ...`)
    const load = await run(app.base, ids.headers, requests, {
      seconds: options.seconds,
      connections,
      rate,
    }).finally(() => clearInterval(sampler))
    // Let in-flight work finish; pooled connections then sit idle, never in a transaction.
    await sleep(2_000)
    const rssEnd = rssMb(pid)
    rssPeak = Math.max(rssPeak, rssEnd)
    const dbEnd = await countConnections(url)

    const errorRate = load.requests ? (load.errors / load.requests) * 100 : 100
    const growth = ((rssEnd - rssStart) / rssStart) * 100
    return {
      seconds: options.seconds,
      max_rps: maxRps,
      target_rps: rate,
      achieved_rps: load.rps,
      requests: load.requests,
      errors: load.errors,
      error_rate_percent: Math.round(errorRate * 1000) / 1000,
      rss_start_mb: rssStart,
      rss_end_mb: rssEnd,
      rss_peak_mb: rssPeak,
      rss_growth_percent: Math.round(growth * 10) / 10,
      db_connections_start: dbStart.total,
      db_connections_end: dbEnd.total,
      db_idle_in_transaction_end: dbEnd.stuck,
      passed: {
        error_rate: errorRate < THRESHOLDS.errorRatePercent,
        rss_growth: growth < THRESHOLDS.rssGrowthPercent,
        db_connections: dbEnd.total <= dbStart.total && dbEnd.stuck === 0,
      },
    }
  } finally {
    await app.stop()
  }
}

/** The `--soak` entry of bench/run.ts: options from the environment, figures to bench/results. */
export async function runSoak() {
  const rate = Number(process.env.SOAK_RATE)
  const result = await soak({
    dataDir: process.env.DATA_DIR ?? './data',
    seconds: Number(process.env.SOAK_SECONDS ?? 600),
    rate: rate > 0 ? rate : undefined,
    probeSeconds: Number(process.env.SOAK_PROBE_SECONDS ?? 15),
    connections: Number(process.env.SOAK_CONNECTIONS ?? 32),
  })
  const { passed, ...figures } = result
  console.table(figures)
  const verdict = Object.entries(passed)
    .map(([check, ok]) => `${check} ${ok ? 'ok' : 'FAILED'}`)
    .join(', ')
  console.log(
    `Soak: ${verdict} (limits: errors < ${THRESHOLDS.errorRatePercent}%, RSS growth < ${THRESHOLDS.rssGrowthPercent}%, no more connections than at the start and none idle in a transaction)`,
  )
  writeFileSync('bench/results/soak.json', `${JSON.stringify(result, null, 2)}\n`)
  console.log('Wrote bench/results/soak.json')
  if (!Object.values(passed).every(Boolean)) process.exitCode = 1
}
