// npm run bench -- --cpu: CPU milliseconds per request, in the server process and in its
// PostgreSQL, endpoint by endpoint. Throughput on a shared 2-core machine swings with its load;
// CPU time spent per request barely does, so this is how query and serialisation changes are
// compared (before/after figures in docs/performance.md). With `--shield` (or BENCH_SHIELD=1) the
// signed-in member measures with 1,000 blocks and 100 muted words (bench/shield.ts, issue 31).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { cpuMs, embeddedPostmasterPid, postgresCpuMs } from './proc'
import { startProcess } from './server-process'
import { prepare } from './setup'
import { applyBenchShield } from './shield'

const DEFAULT_PATHS = [
  '/api/posts?limit=20',
  '/api/posts?feed=following&limit=20',
  '/api/posts/{thread}',
  '/api/posts/{thread}/comments?limit=50',
  '/api/users/user2',
  '/api/users/user2/posts?limit=20',
  '/api/projects/{project}',
  '/api/search?q=pulse',
  '/api/notifications?limit=20',
  '/api/mentions?q=user1',
  '/api/launches?day={today}&limit=20',
  '/api/launches?week={week}&limit=20',
  '/api/launches/{launch}',
]

export async function cpuPerRequest({ shield = false } = {}) {
  if (process.env.DATABASE_URL)
    throw new Error('--cpu measures the embedded PostgreSQL: unset DATABASE_URL')
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
  const requests = Number(process.env.CPU_REQUESTS ?? 2000)
  const app = await startProcess(
    'server/main.ts',
    { RATE_LIMITS: 'off', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    '/api/health',
  )
  let removeShield: (() => Promise<void>) | undefined
  try {
    // Before anything is read as user1: every plan and cache sees the shield from the start.
    if (shield) removeShield = await applyBenchShield(dataDir)
    const ids = await prepare(app.base)
    const postmasterPid = embeddedPostmasterPid(dataDir)
    if (postmasterPid === null) throw new Error(`no embedded PostgreSQL running in ${dataDir}`)
    const paths = (process.env.CPU_PATHS?.split(',') ?? DEFAULT_PATHS).map((p) =>
      p
        .replace('{thread}', ids.threadId)
        .replace('{project}', ids.projectId ?? '')
        .replace('{today}', ids.today)
        .replace('{week}', ids.week)
        .replace('{launch}', ids.launchId ?? ''),
    )
    const rows = []
    for (const urlPath of paths) {
      const target = { url: `${app.base}${urlPath}`, headers: ids.headers, connections: 8 }
      await autocannon({ ...target, amount: Math.min(300, requests) }) // warm caches and plans
      const [serverBefore, postgresBefore] = [cpuMs(app.child.pid!), postgresCpuMs(postmasterPid)]
      const result = await autocannon({ ...target, amount: requests })
      const server = (cpuMs(app.child.pid!) - serverBefore) / requests
      const postgres = (postgresCpuMs(postmasterPid) - postgresBefore) / requests
      rows.push({
        path: urlPath
          .replace(ids.threadId, '{thread}')
          .replace(ids.projectId ?? '-', '{project}')
          .replace(ids.launchId ?? '-', '{launch}'),
        server_ms: Number(server.toFixed(2)),
        postgres_ms: Number(postgres.toFixed(2)),
        total_ms: Number((server + postgres).toFixed(2)),
        errors: result.non2xx + result.errors,
      })
    }
    console.table(rows)
    const file = `bench/results/cpu${shield ? '-shield' : ''}.json`
    writeFileSync(file, `${JSON.stringify({ requests, shield, rows }, null, 2)}\n`)
    console.log(`Wrote ${file}`)
  } finally {
    await removeShield?.()
    await app.stop()
  }
}
