// npm run bench [-- --quick] [-- --only <words>] | -- --growth | -- --live (--realistic) | -- --images | -- --soak | -- --cpu (--shield)
// Without a mode: starts the server on the seeded data (DATA_DIR, default ./data; or
// DATABASE_URL) and a bare Fastify reference, then measures each endpoint with autocannon (64
// connections, no pipelining). The modes are described in docs/performance.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { cpuPerRequest } from './cpu'
import { images } from './images'
import { live } from './live/index'
import { type LoadOptions, type LoadResult, measure } from './load'
import { type RunningProcess, startProcess } from './server-process'
import { prepare } from './setup'
import { runSoak } from './soak'

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    growth: { type: 'boolean' },
    live: { type: 'boolean' },
    /** The same as --live (issue #15 names it): every client behaves as a browser does. */
    realistic: { type: 'boolean' },
    images: { type: 'boolean' },
    soak: { type: 'boolean' },
    cpu: { type: 'boolean' },
    /** With --cpu: the signed-in member has 1,000 blocks and 100 muted words (or BENCH_SHIELD=1). */
    shield: { type: 'boolean' },
    /** Only the endpoints whose name contains this text (e.g. `--only explore`). */
    only: { type: 'string' },
  },
})
const options: LoadOptions = values.quick
  ? { connections: 64, durationSeconds: 5, warmupSeconds: 1 }
  : { connections: 64, durationSeconds: 20, warmupSeconds: 5 }
const appEnv = { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' }

async function feedP50(dataDir: string) {
  const app = await startProcess('server/main.ts', { ...appEnv, DATA_DIR: dataDir }, '/api/health')
  try {
    const { headers } = await prepare(app.base)
    return (
      await measure(`feed ${dataDir}`, { url: `${app.base}/api/posts?limit=20`, headers }, options)
    ).p50_ms
  } finally {
    await app.stop()
  }
}

async function growth() {
  const small = process.env.BENCH_SMALL_DIR ?? './data/bench-small'
  const large = process.env.BENCH_LARGE_DIR ?? './data/bench-large'
  const [atSmall, atLarge] = [await feedP50(small), await feedP50(large)]
  console.log(
    `Everyone feed p50: ${atSmall} ms at ${small}, ${atLarge} ms at ${large}, ratio ${(atLarge / atSmall).toFixed(2)}`,
  )
}

async function endpoints() {
  let app: RunningProcess | undefined
  let reference: RunningProcess | undefined
  try {
    reference = await startProcess('bench/reference-server.ts', {}, '/ping')
    const referenceResult = await measure('reference', { url: `${reference.base}/ping` }, options)
    await reference.stop()
    reference = undefined

    app = await startProcess(
      'server/main.ts',
      { ...appEnv, DATA_DIR: process.env.DATA_DIR ?? './data' },
      '/api/health',
    )
    const ids = await prepare(app.base)
    const at = (path: string) => ({ url: `${app!.base}${path}`, headers: ids.headers })
    // The project's share card (decision 035): an old version redirects to the current one,
    // whose first request renders it; the measured requests are the cached file.
    const stale = await fetch(`${app.base}/og/project/${ids.projectId}/${'0'.repeat(16)}.png`, {
      redirect: 'manual',
    })
    const cardPath = stale.headers.get('location') ?? '/og/missing'
    await (await fetch(`${app.base}${cardPath}`)).arrayBuffer()
    const targets: [string, { url: string; headers?: Record<string, string>; urls?: string[] }][] =
      [
        ['feed everyone page 1', at('/api/posts?limit=20')],
        ['feed everyone page 50', at(`/api/posts?limit=20&cursor=${ids.page50Cursor}`)],
        ['feed following', at('/api/posts?feed=following&limit=20')],
        [
          'post detail + 50 comments',
          {
            ...at('/'),
            urls: [`/api/posts/${ids.threadId}`, `/api/posts/${ids.threadId}/comments?limit=50`],
          },
        ],
        [
          'profile + posts tab',
          { ...at('/'), urls: ['/api/users/user2', '/api/users/user2/posts?limit=20'] },
        ],
        ['project detail', at(`/api/projects/${ids.projectId}`)],
        ['project OG image (cached)', at(cardPath)],
        ['search', at('/api/search?q=pulse')],
        // Full-text search of posts (decision 033): a common word, ranked among all its matches.
        ['search posts', at('/api/search/posts?q=launch&limit=20')],
        ['search all sections', at('/api/search?q=pricing')],
        ['notifications', at('/api/notifications?limit=20')],
        ['mention suggestions', at('/api/mentions?q=user1')],
        ['explore projects by MRR', at('/api/explore/projects?sort=mrr&limit=20')],
        ['explore trending topics', at('/api/explore/topics?window=week&limit=20')],
        ['explore makers to follow', at('/api/explore/makers?limit=20')],
        [
          'explore new this week',
          { ...at('/'), urls: ['/api/explore/new/projects?limit=20', '/api/explore/new/makers'] },
        ],
        // Issue 32: today's leaderboard, this week's, and a live launch's page with its thread.
        ['launches today', at(`/api/launches?day=${ids.today}&limit=20`)],
        ['launches this week', at(`/api/launches?week=${ids.week}&limit=20`)],
        [
          'launch page + 50 comments',
          {
            ...at('/'),
            urls: [
              `/api/launches/${ids.launchId}`,
              `/api/posts/${ids.launchThreadId}/comments?limit=50`,
            ],
          },
        ],
      ]
    const results: LoadResult[] = []
    const chosen = targets.filter(([name]) => !values.only || name.includes(values.only))
    for (const [name, target] of chosen) {
      results.push(await measure(name, target, options))
      console.log(`  measured ${name}`)
    }
    const rows = results.map((r) => ({ ...r, ratio: (r.rps / referenceResult.rps).toFixed(3) }))
    console.table([{ ...referenceResult, ratio: '1.000' }, ...rows])
    mkdirSync('bench/results', { recursive: true })
    const machine = `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`
    writeFileSync(
      'bench/results/latest.json',
      `${JSON.stringify({ machine, reference_rps: referenceResult.rps, endpoints: results }, null, 2)}\n`,
    )
    console.log('Wrote bench/results/latest.json')
  } finally {
    await reference?.stop()
    await app?.stop()
  }
}

const shield = values.shield || process.env.BENCH_SHIELD === '1'
const modes = { images, soak: runSoak, live, growth, cpu: () => cpuPerRequest({ shield }) }
if (values.realistic) values.live = true
const mode = (Object.keys(modes) as (keyof typeof modes)[]).find((name) => values[name])
await (mode ? modes[mode]() : endpoints())
