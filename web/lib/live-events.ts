import {
  type LiveClientState,
  type LiveEffect,
  type LiveScope,
  liveEffects,
  RefetchCoalescer,
  resyncEffects,
} from '@common/live-effects'
import type { LiveStreamMessage } from '@common/live-events'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useMe } from './session'

const MAX_BACKOFF_MS = 30_000
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** What the tab's caches do with each effect; the app passes it in (it knows the features' keys). */
export type LiveCache = {
  apply(effect: Exclude<LiveEffect, { kind: 'refetch' }>): void
  /** Re-reads the scope's queries that are on screen now. */
  refetch(scope: LiveScope): void
  /** A new session: forget what the stream told the last one. */
  reset(): void
}

let liveCache: LiveCache | null = null

// One per tab, whatever the connection: re-reads of a scope stay at most one per 5 s, jittered.
const coalescer = new RefetchCoalescer((scope) => liveCache?.refetch(scope), {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  random: Math.random,
})

/**
 * The tab's single Server-Sent Events connection. It follows at most one post's comments
 * (`?post=`) and one launch day's vote counts (`?launches=`); `liveEffects` (common/) turns each message into changes to the caches, which ask the
 * server for nothing except the coalesced re-reads. Reconnections resume from the last event id
 * (the browser sends it on its own retries; a new connection passes it as `?lastEventId=`): the
 * server replays what was missed, or says `live.resync` to re-read what is on screen.
 */
class LiveConnection {
  private source: EventSource | null = null
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private failures = 0
  private hasOpened = false
  private running = false
  private postId: string | null = null
  /** The post the open stream follows (a malformed id is not followed). */
  private streamPostId: string | null = null
  /** The launch day whose leaderboard the stream carries (`?launches=`). */
  private launchDay: string | null = null
  private streamLaunchDay: string | null = null
  private lastEventId: string | null = null

  constructor(
    private readonly cache: LiveCache,
    private readonly meId: string | null,
  ) {}

  start() {
    this.running = true
    this.cache.reset()
    this.connect()
  }

  stop() {
    this.running = false
    this.disconnect()
  }

  /** Reconnects so the stream carries this post's comment events (null: none). */
  followPost(postId: string | null) {
    if (postId === this.postId) return
    this.postId = postId
    if (this.running) this.connect()
  }

  /** Reconnects so the stream carries this day's launch vote counts (null: none). */
  followLaunchDay(day: string | null) {
    if (day === this.launchDay) return
    this.launchDay = day
    if (this.running) this.connect()
  }

  private get state(): LiveClientState {
    return { meId: this.meId, openPostId: this.streamPostId, openLaunchDay: this.streamLaunchDay }
  }

  private disconnect() {
    clearTimeout(this.retryTimer)
    this.source?.close()
    this.source = null
  }

  private connect() {
    this.disconnect()
    // The server rejects a malformed post id, which would cost the tab its whole stream.
    this.streamPostId = this.postId !== null && UUID_PATTERN.test(this.postId) ? this.postId : null
    this.streamLaunchDay =
      this.launchDay !== null && DAY_PATTERN.test(this.launchDay) ? this.launchDay : null
    const params = new URLSearchParams()
    if (this.streamPostId) params.set('post', this.streamPostId)
    if (this.streamLaunchDay) params.set('launches', this.streamLaunchDay)
    if (this.lastEventId) params.set('lastEventId', this.lastEventId)
    const query = params.toString()
    const source = new EventSource(query ? `/api/events?${query}` : '/api/events')
    this.source = source
    source.onopen = () => {
      this.failures = 0
      // Without an id to resume from, what was sent while we were away is unknown: re-read.
      if (this.hasOpened && !this.lastEventId) this.applyAll(resyncEffects(this.state))
      this.hasOpened = true
    }
    source.onmessage = (message) => {
      if (message.lastEventId) this.lastEventId = message.lastEventId
      this.handle(message.data)
    }
    source.onerror = () => {
      // While CONNECTING the browser retries by itself; once CLOSED it has given up.
      if (source.readyState !== EventSource.CLOSED || this.source !== source) return
      this.source = null
      this.scheduleReconnect()
    }
  }

  private scheduleReconnect() {
    if (!this.running) return
    const delay = Math.min(1000 * 2 ** this.failures, MAX_BACKOFF_MS)
    this.failures += 1
    this.retryTimer = setTimeout(() => this.connect(), delay)
  }

  private handle(data: string) {
    let message: LiveStreamMessage
    try {
      message = JSON.parse(data) as LiveStreamMessage
    } catch {
      return
    }
    // A message type newer than this page's code (a deploy under way) changes nothing.
    this.applyAll(liveEffects(message, this.state) ?? [])
  }

  private applyAll(effects: LiveEffect[]) {
    for (const effect of effects) {
      if (effect.kind === 'refetch') coalescer.request(effect.scope)
      else this.cache.apply(effect)
    }
  }
}

let connection: LiveConnection | null = null
let followedPostId: string | null = null
/** The days screens asked to follow, newest last: the stream follows the newest still mounted. */
const launchDayFollowers: string[] = []
const followedLaunchDay = () => launchDayFollowers.at(-1) ?? null

/**
 * Opens the tab's live connection; mount once at the app root. `createCache` says what each
 * effect does to the caches (web/features/live/live-cache.ts).
 */
export function useLiveEvents(createCache: (queryClient: QueryClient) => LiveCache) {
  const queryClient = useQueryClient()
  const me = useMe()
  // A new session means different notifications: reconnect whenever the member changes.
  const sessionKey = me === undefined ? undefined : (me?.id ?? 'visitor')

  useEffect(() => {
    if (sessionKey === undefined || typeof EventSource === 'undefined') return
    const cache = createCache(queryClient)
    const meId = sessionKey === 'visitor' ? null : sessionKey
    const live = new LiveConnection(cache, meId)
    liveCache = cache
    live.followPost(followedPostId)
    live.followLaunchDay(followedLaunchDay())
    live.start()
    connection = live
    return () => {
      live.stop()
      if (connection === live) connection = null
      if (liveCache === cache) liveCache = null
    }
  }, [queryClient, sessionKey, createCache])
}

/** Adds a post's comment events to the stream while the calling screen is mounted. */
export function useLivePost(postId: string | undefined) {
  useEffect(() => {
    if (!postId) return
    followedPostId = postId
    connection?.followPost(postId)
    return () => {
      if (followedPostId === postId) followedPostId = null
      connection?.followPost(followedPostId)
    }
  }, [postId])
}

/**
 * Adds a launch day's vote counts to the stream while the calling screen is mounted: a
 * leaderboard showing that day, or a launch page (votes are taken only on the launch's day).
 */
export function useLiveLaunchDay(day: string | null | undefined) {
  useEffect(() => {
    if (!day) return
    launchDayFollowers.push(day)
    connection?.followLaunchDay(followedLaunchDay())
    return () => {
      // Another mounted screen may follow the same day: only this screen's ask goes.
      launchDayFollowers.splice(launchDayFollowers.lastIndexOf(day), 1)
      connection?.followLaunchDay(followedLaunchDay())
    }
  }, [day])
}
