// One worker thread of simulated browsers: the main thread sends commands (load, connect,
// start, reconnect, finish) and gets each one's answer once every browser here has done it.
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { pool } from './api'
import {
  type BrowserContext,
  type ClientSpec,
  REQUEST_REASONS,
  type RequestReason,
  SimulatedBrowser,
} from './browser'
import { MsHistogram } from './histogram'

export type WorkerInput = { base: string; specs: ClientSpec[]; pillPressesPerClientMinute: number }
export type WorkerCommand = 'load' | 'connect' | 'start' | 'reconnect' | 'finish'

const input = workerData as WorkerInput
const context: BrowserContext = {
  base: input.base,
  streamAgent: new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY }),
  // Each simulated tab is its own browser; a few sockets per thread keep the first load's burst in check.
  requestAgent: new http.Agent({ keepAlive: true, maxSockets: 16 }),
  live: new MsHistogram(),
  replayed: new MsHistogram(),
  reopen: new MsHistogram(),
  requestLatency: new MsHistogram(),
  requests: Object.fromEntries(REQUEST_REASONS.map((r) => [r, 0])) as Record<RequestReason, number>,
  requestErrors: 0,
  resyncs: 0,
  drops: {},
}
const browsers = input.specs.map((spec) => new SimulatedBrowser(spec, context))
const loopDelay = monitorEventLoopDelay({ resolution: 10 })
let pillTimer: ReturnType<typeof setInterval> | undefined
const pills = { pressed: 0, notShowing: 0 }
/** The request counters when the run started: the first loads and connects come before. */
let requestsBeforeRun: Record<RequestReason, number> | undefined

/** Presses spread evenly: `rate` of this thread's clients per minute, each a random tab. */
function startPillPresses() {
  const perSecond = (browsers.length * input.pillPressesPerClientMinute) / 60
  let owed = 0
  pillTimer = setInterval(() => {
    owed += perSecond
    for (; owed >= 1; owed--) {
      const browser = browsers[Math.floor(Math.random() * browsers.length)]!
      if (!browser.hasPill) {
        pills.notShowing++
        continue
      }
      pills.pressed++
      void browser.pressPill()
    }
  }, 1000)
}

function results() {
  return {
    clients: browsers.map((b) => ({
      index: b.spec.index,
      received: Array.from(b.received),
      followedMismatches: b.followedMismatches,
      unreadWentBack: b.unreadWentBack,
      commentCount: b.screen.commentCount,
      threadSize: b.screen.thread.size,
      unread: b.screen.unread,
      pending: b.screen.pending.everyone.size + b.screen.pending.following.size,
    })),
    live: context.live.snapshot(),
    replayed: context.replayed.snapshot(),
    reopen: context.reopen.snapshot(),
    requestLatency: context.requestLatency.snapshot(),
    requestsBeforeRun: requestsBeforeRun ?? context.requests,
    requests: context.requests,
    requestErrors: context.requestErrors,
    resyncs: context.resyncs,
    drops: context.drops,
    pills,
    loopDelayMs: {
      p99: Math.round(loopDelay.percentile(99) / 1e6),
      max: Math.round(loopDelay.max / 1e6),
    },
  }
}
export type WorkerResults = ReturnType<typeof results>

const commands: Record<WorkerCommand, () => Promise<unknown>> = {
  load: () => pool(browsers, 16, (b) => b.load()),
  connect: () => pool(browsers, 50, (b) => b.connect()),
  start: async () => {
    requestsBeforeRun = { ...context.requests }
    loopDelay.enable()
    startPillPresses()
  },
  reconnect: async () => {
    await Promise.all(browsers.map((b) => b.reconnect()))
  },
  finish: async () => {
    clearInterval(pillTimer)
    loopDelay.disable()
    const out = results()
    for (const b of browsers) b.stop()
    return out
  },
}

parentPort!.on('message', async ({ id, command }: { id: number; command: WorkerCommand }) => {
  try {
    parentPort!.postMessage({ id, result: await commands[command]() })
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) })
  }
})
