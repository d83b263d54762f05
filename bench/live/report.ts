import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import type { LoadResult } from '../load'
import type { account } from './accounting'
import type { ClientSpec, RequestReason } from './browser'
import type { WorkerResults } from './client-worker'
import { MsHistogram } from './histogram'
import type { LiveOptions } from './options'
import type { ResourceWindow } from './resources'
import type { checkClientState } from './state-check'
import { eventsPublished, type Ledger } from './writers'

export type ReportInput = {
  options: LiveOptions
  clients: ClientSpec[]
  ledger: Ledger
  accounting: ReturnType<typeof account>
  results: WorkerResults[]
  stateCheck: Awaited<ReturnType<typeof checkClientState>>
  publishSeconds: number
  connectSeconds: number
  loadSeconds: number
  reconnectSeconds: number
  reader: {
    alone: LoadResult
    aloneResources: ReturnType<ResourceWindow['close']>
    withClients: LoadResult
    withClientsResources: ReturnType<ResourceWindow['close']>
  }
  server: { rssIdle: number; rssConnected: number; eventLoopDelayMs: Record<string, number> }
  resources: ReturnType<ResourceWindow['close']>
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const ratio = (value: number, of: number, digits = 5) => (of ? +(value / of).toFixed(digits) : null)

function requestCounts(results: WorkerResults[]) {
  const reasons = Object.keys(results[0]?.requests ?? {}) as RequestReason[]
  const during: Record<string, number> = {}
  const before: Record<string, number> = {}
  for (const reason of reasons) {
    before[reason] = sum(results.map((r) => r.requestsBeforeRun[reason]))
    during[reason] = sum(results.map((r) => r.requests[reason] - r.requestsBeforeRun[reason]))
  }
  return { before, during }
}

export function buildReport(input: ReportInput) {
  const { options, results, ledger } = input
  const merge = (pick: (r: WorkerResults) => Parameters<typeof MsHistogram.merge>[0][number]) =>
    MsHistogram.merge(results.map(pick))
  const published = eventsPublished(ledger)
  const requests = requestCounts(results)
  const causedByEvents = sum(
    Object.entries(requests.during)
      .filter(([reason]) => reason === 'pill' || reason.startsWith('refetch-'))
      .map(([, n]) => n),
  )
  const allDuringRun = sum(Object.values(requests.during))
  const signedIn = input.clients.filter((c) => c.viewer).length
  const { alone, withClients, aloneResources, withClientsResources } = input.reader
  const readerRatio = ratio(withClients.rps, alone.rps, 3)
  const perCore = {
    alone: readerPerStackCore(alone.rps, aloneResources),
    withLiveClients: readerPerStackCore(withClients.rps, withClientsResources),
  }
  const latency = merge((r) => r.live).summary()
  const perClientPerEvent = ratio(causedByEvents, options.clients * published, 6)
  return {
    machine: `${os.cpus().length} cores, Node ${process.version}`,
    clients: {
      total: options.clients,
      signedIn,
      visitors: options.clients - signedIn,
      byScreen: countBy(input.clients.map((c) => screenName(c))),
      workerThreads: options.workers,
    },
    load: {
      seconds: options.seconds,
      ratesPerSecond: options.rates,
      mentionEvery: options.mentionEvery,
      members: options.members,
      writers: options.writers,
      watchedPosts: options.watched,
      publishSeconds: +input.publishSeconds.toFixed(1),
    },
    actions: {
      postsCreated: ledger.postsCreated,
      postsRemoved: ledger.postsRemoved,
      comments: sum([...ledger.commentsOn.values()]),
      commentLikes: sum([...ledger.likesOn.values()]),
      notifications: sum([...ledger.notified.values()]),
      failed: ledger.failed,
      skipped: ledger.skipped,
      eventsPublished: published,
    },
    deliveries: {
      ...input.accounting,
      resyncs: sum(results.map((r) => r.resyncs)),
      followedFlagWrong: sum(results.flatMap((r) => r.clients.map((c) => c.followedMismatches))),
      unreadCountsWentBack: sum(results.flatMap((r) => r.clients.map((c) => c.unreadWentBack))),
    },
    latencyMs: latency,
    replayedLatencyMs: merge((r) => r.replayed).summary(),
    reconnect: {
      allBackSeconds: +input.reconnectSeconds.toFixed(1),
      reopenMs: merge((r) => r.reopen).summary(),
    },
    drops: mergeCounts(results.map((r) => r.drops)),
    requests: {
      beforeRun: requests.before,
      duringRun: requests.during,
      /** Pill presses and refetches during the run: the requests live messages caused. */
      causedByEvents,
      /** causedByEvents / (clients x events published): the goal's measure. */
      perClientPerEvent,
      /** The same over events actually delivered to clients. */
      perDeliveredEvent: ratio(causedByEvents, input.accounting.received, 7),
      /** Every request during the run (stream reconnects included) / (clients x events). */
      allPerClientPerEvent: ratio(allDuringRun, options.clients * published, 6),
      latencyMs: merge((r) => r.requestLatency).summary(),
      errors: sum(results.map((r) => r.requestErrors)),
      pills: mergeCounts(results.map((r) => r.pills)),
    },
    reader: {
      connections: options.reader.connections,
      alone: { ...alone, loadAverage: aloneResources.loadAverage, cores: aloneResources.cpuCores },
      withLiveClients: {
        ...withClients,
        loadAverage: withClientsResources.loadAverage,
        cores: withClientsResources.cpuCores,
      },
      rpsRatio: readerRatio,
      /**
       * Reader requests per second per core the server and PostgreSQL used meanwhile: how much of
       * the stack the live clients took from the reader, whatever share of the shared machine the
       * stack got in each window (rpsRatio swings with the other work on the machine).
       */
      perStackCore: {
        ...perCore,
        ratio: ratio(perCore.withLiveClients ?? 0, perCore.alone ?? 0, 3),
      },
      /** Cores of server + PostgreSQL the live clients took while the reader ran. */
      liveClientsStackCores: liveCores(withClientsResources, withClients.rps, perCore.alone),
    },
    server: {
      rssMb: {
        idle: input.server.rssIdle,
        connected: input.server.rssConnected,
        peak: input.resources.serverRssPeakMb,
      },
      eventLoopDelayMs: input.server.eventLoopDelayMs,
    },
    /** Average cores from the run's start to the end of the drain, and the load average then. */
    resources: input.resources,
    /**
     * Server CPU (Node, then Node + PostgreSQL) per event delivered, everything included (API
     * writes, refetches, connects, replays): steadier than latency on a shared machine.
     */
    cpuMicrosPerDelivery: perDelivery(input.resources, input.accounting.received),
    loadGenerator: {
      loopDelayMsPerThread: results.map((r) => r.loopDelayMs),
      firstLoadSeconds: +input.loadSeconds.toFixed(1),
      connectSeconds: +input.connectSeconds.toFixed(1),
    },
    stateCheck: input.stateCheck,
    goals: {
      noEventLost:
        input.accounting.lost === 0 &&
        input.stateCheck.badges.wrong === 0 &&
        input.stateCheck.threads.wrongCount === 0,
      p99Under300ms: latency.p99 !== null && latency.p99 < 300,
      atMostOneRequestPerHundredEvents: perClientPerEvent !== null && perClientPerEvent <= 0.01,
      readerKeeps80Percent: readerRatio !== null && readerRatio >= 0.8,
      readerP99Under250ms: withClients.p99_ms < 250,
    },
  }
}
export type LiveReport = ReturnType<typeof buildReport>

type ReaderWindow = ReturnType<ResourceWindow['close']>

function readerPerStackCore(rps: number, window: ReaderWindow) {
  const { server, postgres } = window.cpuCores
  const cores = server + (postgres ?? 0)
  return cores > 0 ? Math.round(rps / cores) : null
}

/** The window's server + PostgreSQL cores less what the reader's requests cost at its alone rate. */
function liveCores(window: ReaderWindow, readerRps: number, perCore: number | null) {
  const { server, postgres } = window.cpuCores
  return perCore ? +(server + (postgres ?? 0) - readerRps / perCore).toFixed(2) : null
}

function perDelivery(resources: ReportInput['resources'], delivered: number) {
  if (delivered === 0) return null
  const micros = (cores: number) => Math.round((cores * resources.seconds * 1e6) / delivered)
  const { server, postgres } = resources.cpuCores
  return {
    server: micros(server),
    serverAndPostgres: postgres === null ? null : micros(server + postgres),
  }
}

function screenName(client: ClientSpec) {
  const who = client.viewer ? 'member' : 'visitor'
  const screen = client.screen.kind === 'feed' ? `feed ${client.screen.feed}` : client.screen.kind
  return `${who} ${screen}`
}

function countBy(names: string[]) {
  const counts: Record<string, number> = {}
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1
  return counts
}

function mergeCounts(list: Record<string, number>[]) {
  const out: Record<string, number> = {}
  for (const counts of list)
    for (const [key, n] of Object.entries(counts)) out[key] = (out[key] ?? 0) + n
  return out
}

export function printReport(report: LiveReport) {
  console.log(JSON.stringify(report, null, 2))
  const { deliveries, latencyMs, requests, reader, resources } = report
  console.log(
    [
      `delivered ${deliveries.received} (lost ${deliveries.lost}, unread counts folded ${deliveries.folded}, extra ${deliveries.extra}), latency p50/p95/p99 ${latencyMs.p50}/${latencyMs.p95}/${latencyMs.p99} ms`,
      `requests caused by events ${requests.causedByEvents}: ${requests.perClientPerEvent} per client per event`,
      `feed reader ${reader.withLiveClients.rps} req/s p99 ${reader.withLiveClients.p99_ms} ms with live clients, ${reader.alone.rps} req/s p99 ${reader.alone.p99_ms} ms alone (${reader.rpsRatio}); per core of server + PostgreSQL ${reader.perStackCore.withLiveClients} vs ${reader.perStackCore.alone} (${reader.perStackCore.ratio})`,
      `cores: server ${resources.cpuCores.server}, postgres ${resources.cpuCores.postgres}, generator ${resources.cpuCores.loadGenerator}; load average ${resources.loadAverage.start} -> ${resources.loadAverage.end}`,
    ].join('\n'),
  )
}

export function writeReport(report: LiveReport) {
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/live.json', `${JSON.stringify(report, null, 2)}\n`)
  console.log('Wrote bench/results/live.json')
}
