import type http from 'node:http'
import {
  type LiveEffect,
  type LiveScope,
  liveEffects,
  RefetchCoalescer,
  resyncEffects,
} from '../../common/live-effects'
import type { LiveStreamMessage } from '../../common/live-events'
import type { MsHistogram } from './histogram'
import { getJson } from './http-get'
import type { Screen } from './options'
import { ScreenState } from './screen-state'
import { pillQuery, queriesOnScreen, type ScreenQuery } from './screens'
import { SseStream } from './sse-stream'

/** The event kinds the owed-events accounting checks, and a slot for anything else. */
export const EVENT_KINDS = [
  'post.created',
  'post.removed',
  'comment.created',
  'comment.liked',
  'notifications.unread',
  'other',
] as const
export type EventKind = (typeof EVENT_KINDS)[number]
const KIND_SLOT = new Map<string, number>(EVENT_KINDS.map((kind, slot) => [kind, slot]))
const OTHER_SLOT = EVENT_KINDS.length - 1

export const REQUEST_REASONS = [
  'initial',
  'stream',
  'pill',
  'refetch-posts',
  'refetch-comments',
  'refetch-notifications',
  'refetch-unread-count',
  'refetch-launches',
] as const
export type RequestReason = (typeof REQUEST_REASONS)[number]

export type ClientSpec = {
  /** Position in the run's client list (the accounting's key). */
  index: number
  viewer: { id: string; cookie: string } | null
  screen: Screen
  /** Authors this member follows: each post.created's `followed` is checked against it. */
  follows: string[]
}

/** What the browsers of one worker thread share: where to connect, and what they measure. */
export type BrowserContext = {
  base: string
  streamAgent: http.Agent
  requestAgent: http.Agent
  /** Publication to arrival of events on a live connection, and of those resent by a replay. */
  live: MsHistogram
  replayed: MsHistogram
  /** From opening the new connection (after the retry delay) to its `live.ready`. */
  reopen: MsHistogram
  requestLatency: MsHistogram
  requests: Record<RequestReason, number>
  requestErrors: number
  resyncs: number
  drops: Record<string, number>
}

/**
 * One browser tab: its stream, its screen's state updated only through the shared `liveEffects`,
 * and the requests those effects say to make, through a `RefetchCoalescer` on the real clock.
 */
export class SimulatedBrowser {
  readonly received = new Uint32Array(EVENT_KINDS.length)
  followedMismatches = 0
  /** Unread counts lower than the one shown: nothing marks read here, so an older count came late. */
  unreadWentBack = 0
  readonly screen: ScreenState
  private readonly state
  private readonly queries: Record<LiveScope, ScreenQuery[]>
  private readonly coalescer: RefetchCoalescer
  private readonly stream: SseStream
  private readonly follows: Set<string>
  /** Events of the current batch, counted once the message carrying its id arrives. */
  private batch: { slot: number; at: number }[] = []
  private replaying = false
  private hasOpened = false
  /** Whether the connection being opened carries an id to resume from. */
  private resumable = false
  private readyWaiters: (() => void)[] = []

  constructor(
    readonly spec: ClientSpec,
    private readonly context: BrowserContext,
  ) {
    const openPostId = spec.screen.kind === 'post' ? spec.screen.postId : null
    this.state = { meId: spec.viewer?.id ?? null, openPostId }
    this.screen = new ScreenState(openPostId)
    this.queries = queriesOnScreen(spec.screen, spec.viewer !== null)
    this.follows = new Set(spec.follows)
    this.coalescer = new RefetchCoalescer((scope) => void this.refetch(scope), {
      now: Date.now,
      setTimeout: (run, ms) => setTimeout(run, ms),
      random: Math.random,
    })
    const path = openPostId ? `/api/events?post=${openPostId}` : '/api/events'
    this.stream = new SseStream(
      `${context.base}${path}`,
      spec.viewer ? { cookie: spec.viewer.cookie } : {},
      context.streamAgent,
      {
        message: (id, data) => this.message(id, data),
        dropped: (reason, code) => {
          const key = code ? `${reason} ${code}` : reason
          context.drops[key] = (context.drops[key] ?? 0) + 1
          // The stream reopens by itself, resuming from its last id.
          context.requests.stream++
          this.batch = []
          this.replaying = true
          this.resumable = this.stream.lastId !== undefined
        },
      },
    )
  }

  /** The first load of the screen: every query on it. */
  async load() {
    const all = Object.values(this.queries).flat()
    await Promise.all(all.map((query) => this.get(query, 'initial')))
  }

  /** Opens the stream; resolves at its `live.ready`. */
  connect(): Promise<void> {
    return new Promise((resolve) => {
      this.readyWaiters.push(resolve)
      this.resumable = this.stream.lastId !== undefined
      this.context.requests.stream++
      this.stream.open()
    })
  }

  /**
   * Breaks the connection as a network fault would, then resumes from the last id after the
   * server's `retry:` delay, as EventSource does (the server spreads it over 2–5 s).
   */
  async reconnect(): Promise<void> {
    this.stream.break()
    this.batch = []
    this.replaying = true
    await new Promise((resolve) => setTimeout(resolve, this.stream.retryMs))
    const opened = Date.now()
    await this.connect()
    this.context.reopen.record(Date.now() - opened)
  }

  get hasPill(): boolean {
    return this.spec.screen.kind === 'feed' && this.screen.pending[this.spec.screen.feed].size > 0
  }

  /** The reader presses 'N new posts': page 1 of the feed, once, and the pill is gone. */
  async pressPill() {
    const query = pillQuery(this.spec.screen)
    if (!query || this.spec.screen.kind !== 'feed') return
    this.screen.pending[this.spec.screen.feed].clear()
    await this.get(query, 'pill')
  }

  stop() {
    this.stream.stop()
  }

  private message(id: string | undefined, data: string | undefined) {
    if (data !== undefined) {
      const message = JSON.parse(data) as LiveStreamMessage
      if (message.type === 'live.ready') {
        this.replaying = false
        // Reopened with no id to resume from: what was missed is unknown.
        if (this.hasOpened && !this.resumable) this.applyAll(resyncEffects(this.state))
        this.hasOpened = true
        for (const resolve of this.readyWaiters.splice(0)) resolve()
      } else {
        if (message.type === 'live.resync') this.context.resyncs++
        if (message.type === 'post.created' && this.spec.viewer) {
          if (message.followed !== this.follows.has(message.authorId)) this.followedMismatches++
        }
        if (message.type === 'notifications.unread' && message.unreadCount < this.screen.unread) {
          this.unreadWentBack++
        }
        this.applyAll(liveEffects(message, this.state))
        if ('at' in message)
          this.batch.push({ slot: KIND_SLOT.get(message.type) ?? OTHER_SLOT, at: message.at })
      }
    }
    if (id !== undefined && this.batch.length > 0) {
      const now = Date.now()
      const histogram = this.replaying ? this.context.replayed : this.context.live
      for (const event of this.batch) {
        this.received[event.slot]!++
        histogram.record(now - event.at)
      }
      this.batch = []
    }
  }

  private applyAll(effects: LiveEffect[]) {
    for (const effect of effects) {
      const scope = this.screen.apply(effect)
      if (scope) this.coalescer.request(scope)
    }
  }

  /** The coalescer's run: re-read what is on screen in this scope (nothing off screen). */
  private async refetch(scope: LiveScope) {
    this.screen.stale.delete(scope)
    const reason = `refetch-${scope}` as const
    await Promise.all(this.queries[scope].map((query) => this.get(query, reason)))
  }

  private async get(query: ScreenQuery, reason: RequestReason) {
    this.context.requests[reason]++
    const started = Date.now()
    try {
      const { status, body } = await getJson(
        `${this.context.base}${query.path}`,
        this.context.requestAgent,
        this.spec.viewer?.cookie ?? null,
      )
      this.context.requestLatency.record(Date.now() - started)
      if (status !== 200) throw new Error(String(status))
      this.screen.take(query, body)
    } catch {
      this.context.requestErrors++
    }
  }
}
