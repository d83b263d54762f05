// npm run bench -- --live
// One app process (DATA_DIR, default ./data; or DATABASE_URL), LIVE_CLIENTS concurrent SSE streams
// (default 5,000: half signed in, half of each watching a post), LIVE_RATE actions/s (default 50)
// for LIVE_SECONDS (default 60) through the API by a few writer accounts, and every stream forced
// to reconnect halfway. Reports commit-to-client latency, events lost, server RSS and event-loop lag.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { createHistogram, monitorEventLoopDelay, type RecordableHistogram } from 'node:perf_hooks'
import { positiveIntFromEnv } from './env'
import { cpuMs, rssBytes } from './proc'
import { type RunningProcess, startProcess } from './server-process'

type LiveOptions = {
  clients: number
  seconds: number
  rate: number
  /** Signed-in clients share this many member accounts (one session each). */
  members: number
  writers: number
  /** Posts whose comments half the clients follow (`?post=`), authored by members. */
  watched: number
}

function optionsFromEnv(env = process.env): LiveOptions {
  return {
    clients: positiveIntFromEnv('LIVE_CLIENTS', 5000, env),
    seconds: positiveIntFromEnv('LIVE_SECONDS', 60, env),
    rate: positiveIntFromEnv('LIVE_RATE', 50, env),
    members: positiveIntFromEnv('LIVE_MEMBERS', 50, env),
    writers: positiveIntFromEnv('LIVE_WRITERS', 4, env),
    watched: positiveIntFromEnv('LIVE_WATCHED_POSTS', 10, env),
  }
}

type Account = { id: string; username: string; cookie: string }

async function api(base: string, path: string, init: { body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      origin: base,
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response
}

async function signUp(base: string, username: string): Promise<Account> {
  const response = await api(base, '/api/auth/sign-up/email', {
    body: { email: `${username}@makerfolio.test`, password: 'live bench password', name: username },
  })
  const body = (await response.json()) as { user: { id: string } }
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { id: body.user.id, username, cookie }
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!)
    }),
  )
}

type Counts = { posts: number; comments: number; notifications: number }
const zero = (): Counts => ({ posts: 0, comments: 0, notifications: 0 })
const KIND: Record<string, keyof Counts> = {
  'posts.changed': 'posts',
  'comments.changed': 'comments',
  'notifications.changed': 'notifications',
}

type Shared = {
  base: string
  agent: http.Agent
  live: RecordableHistogram
  replayed: RecordableHistogram
  /** From opening the new connection (after the retry delay) to its `live.ready`, replay included. */
  reopen: RecordableHistogram
  resyncs: number
  unexpectedDrops: number
  failedConnects: number
  connectErrors: Record<string, number>
}

/**
 * One stream, parsed as EventSource does (the id sticks until the next `id:`), but cheap enough to
 * run thousands in one process. Counts only whole batches: messages before the one carrying the
 * batch id stay pending, and are dropped if the connection breaks (the replay resends them).
 */
class LiveClient {
  lastId: string | undefined
  /** The `retry:` the server sent: how long EventSource waits before reconnecting. */
  retryMs = 3000
  readonly received = zero()
  private pending: { kind: keyof Counts; at: number }[] = []
  private request: http.ClientRequest | null = null
  private buffer = ''
  /** Until `live.ready` after a reconnect, events come from the replay. */
  private replaying = false
  /** Whoever awaits the stream being (back) up, across retries. */
  private waiting: (() => void)[] = []
  private stopped = false

  constructor(
    private readonly shared: Shared,
    readonly viewer: Account | null,
    readonly watchedPostId: string | undefined,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve) => {
      this.buffer = ''
      this.pending = []
      this.waiting.push(resolve)
      const path = this.watchedPostId ? `/api/events?post=${this.watchedPostId}` : '/api/events'
      const headers: Record<string, string> = {}
      if (this.viewer) headers.cookie = this.viewer.cookie
      if (this.lastId) headers['last-event-id'] = this.lastId
      const request = http.get(`${this.shared.base}${path}`, { agent: this.shared.agent, headers })
      this.request = request
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          this.shared.failedConnects++
          response.resume()
          this.retryLater()
          return
        }
        response.setEncoding('utf8')
        // A destroyed connection may still flush a chunk: only the current one counts.
        response.on('data', (chunk: string) => {
          if (this.request === request) this.feed(chunk)
        })
        response.on('end', () => this.closed(request))
        response.on('error', () => {})
      })
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (this.request !== request) return
        this.shared.failedConnects++
        const code = error.code ?? error.message
        this.shared.connectErrors[code] = (this.shared.connectErrors[code] ?? 0) + 1
        this.retryLater()
      })
    })
  }

  private retryLater() {
    this.request = null
    if (!this.stopped) setTimeout(() => void this.connect(), 200)
  }

  private closed(request: http.ClientRequest) {
    if (this.request !== request || this.stopped) return
    // The server ended the stream (it drops clients that fall behind): resume like EventSource.
    this.shared.unexpectedDrops++
    this.request = null
    this.replaying = true
    setTimeout(() => void this.connect(), 100)
  }

  /**
   * Breaks the connection as a network fault would, then resumes from the last id after the
   * server's `retry:` delay, as EventSource does (the server spreads it over 2–5 s).
   */
  async reconnect(): Promise<void> {
    const old = this.request
    this.request = null
    old?.destroy()
    this.replaying = true
    await new Promise((resolve) => setTimeout(resolve, this.retryMs))
    const opened = Date.now()
    await this.connect()
    this.shared.reopen.record(Math.max(1, Date.now() - opened))
  }

  stop() {
    this.stopped = true
    this.request?.destroy()
    this.request = null
  }

  private feed(chunk: string) {
    this.buffer += chunk
    let end = this.buffer.indexOf('\n\n')
    while (end >= 0) {
      this.message(this.buffer.slice(0, end))
      this.buffer = this.buffer.slice(end + 2)
      end = this.buffer.indexOf('\n\n')
    }
  }

  private message(block: string) {
    let id: string | undefined
    let data: string | undefined
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4)
      else if (line.startsWith('data: ')) data = line.slice(6)
      else if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7))
    }
    if (id !== undefined) this.lastId = id
    if (data) {
      const message = JSON.parse(data) as { type: string; at?: number }
      const kind = KIND[message.type]
      if (kind) this.pending.push({ kind, at: message.at ?? 0 })
      else if (message.type === 'live.resync') this.shared.resyncs++
      else if (message.type === 'live.ready') {
        this.replaying = false
        for (const resolve of this.waiting.splice(0)) resolve()
      }
    }
    if (id !== undefined && this.pending.length > 0) {
      const now = Date.now()
      const histogram = this.replaying ? this.shared.replayed : this.shared.live
      for (const event of this.pending) {
        this.received[event.kind]++
        histogram.record(Math.max(1, now - event.at))
      }
      this.pending = []
    }
  }
}

function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'))
  return Number(line?.split(/\s+/)[3] ?? 0)
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
const pct = (h: RecordableHistogram, p: number) => (h.count === 0 ? null : h.percentile(p))

export async function live(options: LiveOptions = optionsFromEnv()) {
  const limit = openFilesLimit()
  if (limit < options.clients + 500) {
    throw new Error(
      `open files limit ${limit} is too low for ${options.clients} streams: run \`ulimit -n ${options.clients * 2 + 1000}\` first`,
    )
  }
  const dataDir = process.env.DATA_DIR ?? './data'
  let app: RunningProcess | undefined
  const clients: LiveClient[] = []
  try {
    app = await startProcess(
      'server/main.ts',
      { RATE_LIMITS: 'off', LOG_LEVEL: 'warn', BENCH_METRICS: '1', DATA_DIR: dataDir },
      '/api/health',
    )
    const base = app.base
    const pid = app.child.pid!
    const rssIdle = rssBytes(pid)

    // Accounts and watched posts, through the API (works on an empty or a seeded database).
    const run = Math.random().toString(36).slice(2, 7)
    const members: Account[] = []
    await pool(
      Array.from({ length: options.members }, (_, i) => i),
      4,
      async (i) => void members.push(await signUp(base, `lb${run}m${i}`)),
    )
    const writers: Account[] = []
    for (let i = 0; i < options.writers; i++) writers.push(await signUp(base, `lb${run}w${i}`))
    const watched: { id: string; author: Account }[] = []
    for (let i = 0; i < options.watched; i++) {
      const author = members[i % members.length]!
      const response = await api(base, '/api/posts', {
        cookie: author.cookie,
        body: { content: `Live bench: watched post ${i + 1}` },
      })
      watched.push({ id: ((await response.json()) as { id: string }).id, author })
    }

    const shared: Shared = {
      base,
      agent: new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY }),
      live: createHistogram(),
      replayed: createHistogram(),
      reopen: createHistogram(),
      resyncs: 0,
      unexpectedDrops: 0,
      failedConnects: 0,
      connectErrors: {},
    }
    for (let i = 0; i < options.clients; i++) {
      // Half signed in (sharing member sessions), and half of each group follows a watched post.
      const viewer = i % 2 === 0 ? members[(i / 2) % members.length]! : null
      const post = Math.floor(i / 2) % 2 === 0 ? watched[i % watched.length]!.id : undefined
      clients.push(new LiveClient(shared, viewer, post))
    }
    const connectStarted = Date.now()
    await pool(clients, 200, (client) => client.connect())
    const connectSeconds = (Date.now() - connectStarted) / 1000
    const rssConnected = rssBytes(pid)
    console.log(
      `  ${options.clients} streams open in ${connectSeconds.toFixed(1)} s; server RSS ${mb(rssConnected)} MB`,
    )

    // What each action makes the server announce, to know what every client is owed.
    const done = {
      posts: 0,
      mentionsOf: new Map<string, number>(),
      commentsOn: new Map<string, number>(),
    }
    let failedActions = 0
    const inFlight = new Set<Promise<void>>()
    let n = 0
    const act = async (index: number) => {
      const writer = writers[index % writers.length]!
      const kind = index % 3
      try {
        if (kind === 0) {
          // A new post; every other one mentions a member (a notification).
          const member = index % 2 === 0 ? members[(index / 6) % members.length] : undefined
          const content = member
            ? `Live bench post ${index} for @${member.username}`
            : `Live bench post ${index}`
          await api(base, '/api/posts', { cookie: writer.cookie, body: { content } })
          done.posts++
          if (member) done.mentionsOf.set(member.id, (done.mentionsOf.get(member.id) ?? 0) + 1)
        } else {
          // A comment on a watched post: its followers, and its author is notified.
          const post = watched[index % watched.length]!
          await api(base, `/api/posts/${post.id}/comments`, {
            cookie: writer.cookie,
            body: { content: `Live bench comment ${index}` },
          })
          done.commentsOn.set(post.id, (done.commentsOn.get(post.id) ?? 0) + 1)
          done.mentionsOf.set(post.author.id, (done.mentionsOf.get(post.author.id) ?? 0) + 1)
        }
      } catch (error) {
        failedActions++
        if (failedActions <= 3) console.error(`  action failed: ${(error as Error).message}`)
      }
    }

    await fetch(`${base}/api/bench/metrics?reset=1`)
    // The load generator shares the cores: its own lag is part of the latency it measures.
    const ownDelay = monitorEventLoopDelay({ resolution: 10 })
    ownDelay.enable()
    const ownCpuStart = process.cpuUsage()
    const serverCpuStart = cpuMs(pid) / 1000
    let rssPeak = rssConnected
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssBytes(pid))
    }, 1000)
    const started = Date.now()
    const total = options.rate * options.seconds
    let reconnect: { seconds: number } | undefined
    let reconnecting: Promise<void> | undefined
    await new Promise<void>((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * options.rate))
        while (n < due) {
          const promise = act(n++)
          inFlight.add(promise)
          void promise.finally(() => inFlight.delete(promise))
        }
        if (!reconnecting && Date.now() - started >= (options.seconds * 1000) / 2) {
          // Every client loses its connection at once and resumes from its last id.
          const at = Date.now()
          console.log(`  forcing all ${clients.length} streams to reconnect`)
          reconnecting = (async () => {
            await Promise.all(clients.map((client) => client.reconnect()))
            reconnect = { seconds: (Date.now() - at) / 1000 }
          })()
        }
        if (n >= total) resolve()
        else setTimeout(tick, 5)
      }
      tick()
    })
    await Promise.all(inFlight)
    await reconnecting
    const publishSeconds = (Date.now() - started) / 1000
    // Let the last events reach everyone.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    clearInterval(sampler)
    ownDelay.disable()
    const elapsed = (Date.now() - started) / 1000
    const serverCpu = (cpuMs(pid) / 1000 - serverCpuStart) / elapsed
    const ownCpuUsage = process.cpuUsage(ownCpuStart)
    const ownCpu = (ownCpuUsage.user + ownCpuUsage.system) / 1e6 / elapsed
    rssPeak = Math.max(rssPeak, rssBytes(pid))
    const metrics = (await (await fetch(`${base}/api/bench/metrics`)).json()) as {
      eventLoopDelayMs: { p50: number; p95: number; p99: number; max: number }
    }

    let expected = 0
    let received = 0
    let lost = 0
    /** Received beyond what was owed: duplicates, or events of actions whose API call failed after commit. */
    let extra = 0
    const lostByKind = zero()
    for (const client of clients) {
      const owed: Counts = {
        posts: done.posts,
        comments: client.watchedPostId ? (done.commentsOn.get(client.watchedPostId) ?? 0) : 0,
        notifications: client.viewer ? (done.mentionsOf.get(client.viewer.id) ?? 0) : 0,
      }
      for (const kind of Object.keys(owed) as (keyof Counts)[]) {
        expected += owed[kind]
        received += client.received[kind]
        const missing = owed[kind] - client.received[kind]
        if (missing > 0) {
          lost += missing
          lostByKind[kind] += missing
        } else extra -= missing
      }
    }

    const result = {
      machine: `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the end, Node ${process.version}`,
      clients: options.clients,
      signedInClients: clients.filter((c) => c.viewer).length,
      seconds: options.seconds,
      actions: {
        planned: total,
        failed: failedActions,
        perSecond: +(total / publishSeconds).toFixed(1),
      },
      connectSeconds: +connectSeconds.toFixed(1),
      deliveries: { expected, received, lost, lostByKind, extra, resyncs: shared.resyncs },
      latencyMs: {
        p50: pct(shared.live, 50),
        p95: pct(shared.live, 95),
        p99: pct(shared.live, 99),
        max: shared.live.count ? shared.live.max : null,
        count: shared.live.count,
      },
      replayedLatencyMs: {
        p50: pct(shared.replayed, 50),
        p99: pct(shared.replayed, 99),
        count: shared.replayed.count,
      },
      reconnect: reconnect
        ? {
            allBackSeconds: +reconnect.seconds.toFixed(2),
            reopenMs: {
              p50: pct(shared.reopen, 50),
              p95: pct(shared.reopen, 95),
              max: shared.reopen.max,
            },
          }
        : null,
      unexpectedDrops: shared.unexpectedDrops,
      failedConnects: shared.failedConnects,
      connectErrors: shared.connectErrors,
      serverRssMb: { idle: mb(rssIdle), connected: mb(rssConnected), peak: mb(rssPeak) },
      eventLoopDelayMs: metrics.eventLoopDelayMs,
      /** Cores used on average from the first action to the end of the drain. */
      cpuCores: { server: +serverCpu.toFixed(2), loadGenerator: +ownCpu.toFixed(2) },
      /** Server CPU per event delivered to a client (actions, connects and replays included): load-independent. */
      serverCpuMicrosPerDelivery: received
        ? Math.round((serverCpu * elapsed * 1e6) / received)
        : null,
      loadGeneratorLoopDelayMs: {
        p99: Math.round(ownDelay.percentile(99) / 1e6),
        max: Math.round(ownDelay.max / 1e6),
      },
    }
    console.log(JSON.stringify(result, null, 2))
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/live.json', `${JSON.stringify(result, null, 2)}\n`)
    console.log('Wrote bench/results/live.json')
    return result
  } finally {
    for (const client of clients) client.stop()
    await app?.stop()
  }
}
