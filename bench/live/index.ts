// npm run bench -- --live (or --realistic): thousands of simulated browsers on Server-Sent
// Events, each applying every message through the web app's own decision function and making
// the requests it says to make, while writers call the API and a separate reader loads the
// feed. The load, the client mix and what is reported: docs/performance.md, "Live updates".
import { readFileSync } from 'node:fs'
import { type RunningProcess, startProcess } from '../server-process'
import type { Delivery } from './accounting'
import { account } from './accounting'
import { cast } from './cast'
import { ClientThreads } from './client-threads'
import { type LiveOptions, optionsFromEnv } from './options'
import { FeedReader } from './reader'
import { buildReport, printReport, writeReport } from './report'
import { ResourceWindow, serverRssMb } from './resources'
import { checkClientState } from './state-check'
import { Writers } from './writers'

function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'))
  return Number(line?.split(/\s+/)[3] ?? 0)
}

const log = (text: string) => console.log(`  ${text}`)

export async function live(options: LiveOptions = optionsFromEnv()) {
  const limit = openFilesLimit()
  if (limit < options.clients + 1000) {
    throw new Error(
      `open files limit ${limit} is too low for ${options.clients} streams: run \`ulimit -n ${options.clients * 2 + 2000}\` first`,
    )
  }
  const dataDir = process.env.DATABASE_URL ? null : (process.env.DATA_DIR ?? './data')
  let app: RunningProcess | undefined
  let threads: ClientThreads | undefined
  let reader: FeedReader | undefined
  try {
    app = await startProcess(
      'server/main.ts',
      { RATE_LIMITS: 'off', LOG_LEVEL: 'warn', BENCH_METRICS: '1', DATA_DIR: dataDir ?? './data' },
      '/api/health',
    )
    const base = app.base
    const pid = app.child.pid!
    const rssIdle = serverRssMb(pid)
    const people = await cast(base, options)
    log(`${options.members} members, ${options.writers} writers, ${options.watched} watched posts`)

    reader = new FeedReader(base, people.reader.cookie, options.reader.connections)
    const aloneWindow = new ResourceWindow(pid, dataDir)
    const readerAlone = await reader.measure(
      options.reader.aloneSeconds,
      options.reader.warmupSeconds,
    )
    const aloneResources = aloneWindow.close()
    log(`feed reader alone: ${readerAlone.rps} req/s, p99 ${readerAlone.p99_ms} ms`)

    threads = new ClientThreads(
      base,
      people.clients,
      options.workers,
      options.pillPressesPerClientMinute,
    )
    const loadSeconds = await threads.all('load')
    log(`${options.clients} browsers loaded their screens in ${loadSeconds.toFixed(1)} s`)
    const connectSeconds = await threads.all('connect')
    const rssConnected = serverRssMb(pid)
    log(
      `${options.clients} streams open in ${connectSeconds.toFixed(1)} s; server RSS ${rssConnected} MB`,
    )

    await fetch(`${base}/api/bench/metrics?reset=1`)
    await threads.all('start')
    const window = new ResourceWindow(pid, dataDir)
    const writers = new Writers(base, people, options)
    // The reader's own window: what the server and PostgreSQL got while it ran with the clients.
    const readerWindow = new ResourceWindow(pid, dataDir)
    const readerDuring = reader
      .measure(options.seconds, 0)
      .then((result) => ({ result, resources: readerWindow.close() }))
    const reconnect = new Promise<number>((resolve) =>
      setTimeout(
        () => {
          log(`forcing all ${options.clients} streams to reconnect`)
          void threads!.all('reconnect').then(resolve)
        },
        (options.seconds * 1000) / 2,
      ),
    )
    const publishStarted = Date.now()
    await writers.run(options.seconds)
    const publishSeconds = (Date.now() - publishStarted) / 1000
    const [readerWithClients, reconnectSeconds] = await Promise.all([readerDuring, reconnect])
    // Let the last events and coalesced refetches (up to 7 s apart) reach everyone.
    await new Promise((resolve) => setTimeout(resolve, 8000))
    const metrics = (await (await fetch(`${base}/api/bench/metrics`)).json()) as {
      eventLoopDelayMs: Record<string, number>
    }
    const resources = window.close()
    const results = await threads.finish()

    const deliveries = new Map<number, Delivery>()
    for (const result of results)
      for (const client of result.clients) deliveries.set(client.index, client)
    const report = buildReport({
      options,
      clients: people.clients,
      ledger: writers.ledger,
      accounting: account(people.clients, deliveries, writers.ledger),
      results,
      stateCheck: await checkClientState(base, people, results),
      publishSeconds,
      connectSeconds,
      loadSeconds,
      reconnectSeconds,
      reader: {
        alone: readerAlone,
        aloneResources,
        withClients: readerWithClients.result,
        withClientsResources: readerWithClients.resources,
      },
      server: { rssIdle, rssConnected, eventLoopDelayMs: metrics.eventLoopDelayMs },
      resources,
    })
    printReport(report)
    writeReport(report)
    return report
  } finally {
    await threads?.stop()
    await reader?.stop()
    await app?.stop()
  }
}
