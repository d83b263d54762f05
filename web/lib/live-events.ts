import type { LiveStreamMessage } from '@common/live-events'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useMe } from './session'

const MAX_BACKOFF_MS = 30_000
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The tab's single Server-Sent Events connection. It follows at most one post's comments
 * (`?post=`) and turns each event into a TanStack Query invalidation. Reconnections resume from
 * the last event id (the browser sends it on its own retries; a new connection passes it as
 * `?lastEventId=`): the server replays what was missed, or says `live.resync` to re-fetch.
 */
class LiveConnection {
  private source: EventSource | null = null
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private failures = 0
  private hasOpened = false
  private running = false
  private postId: string | null = null
  private lastEventId: string | null = null

  constructor(private readonly queryClient: QueryClient) {}

  start() {
    this.running = true
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

  private disconnect() {
    clearTimeout(this.retryTimer)
    this.source?.close()
    this.source = null
  }

  private connect() {
    this.disconnect()
    // The server rejects a malformed post id, which would cost the tab its whole stream.
    const followsPost = this.postId !== null && UUID_PATTERN.test(this.postId)
    const params = new URLSearchParams()
    if (followsPost) params.set('post', this.postId!)
    if (this.lastEventId) params.set('lastEventId', this.lastEventId)
    const query = params.toString()
    const source = new EventSource(query ? `/api/events?${query}` : '/api/events')
    this.source = source
    source.onopen = () => {
      this.failures = 0
      // Without an id to resume from, what was sent while we were away is unknown: re-fetch.
      if (this.hasOpened && !this.lastEventId) this.invalidateLiveQueries()
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
    let event: LiveStreamMessage
    try {
      event = JSON.parse(data) as LiveStreamMessage
    } catch {
      return
    }
    if (event.type === 'live.resync') {
      this.invalidateLiveQueries()
    } else if (event.type === 'posts.changed') {
      void this.queryClient.invalidateQueries({ queryKey: ['posts'] })
    } else if (event.type === 'notifications.changed') {
      void this.queryClient.invalidateQueries({ queryKey: ['notifications'] })
    } else if (event.type === 'comments.changed') {
      void this.queryClient.invalidateQueries({ queryKey: ['comments', event.postId] })
    }
  }

  private invalidateLiveQueries() {
    void this.queryClient.invalidateQueries({ queryKey: ['posts'] })
    void this.queryClient.invalidateQueries({ queryKey: ['notifications'] })
    if (this.postId) {
      void this.queryClient.invalidateQueries({ queryKey: ['comments', this.postId] })
    }
  }
}

let connection: LiveConnection | null = null
let followedPostId: string | null = null

/** Opens the tab's live connection; mount once at the app root. */
export function useLiveEvents() {
  const queryClient = useQueryClient()
  const me = useMe()
  // A new session means different notifications: reconnect whenever the member changes.
  const sessionKey = me === undefined ? undefined : (me?.id ?? 'visitor')

  useEffect(() => {
    if (sessionKey === undefined || typeof EventSource === 'undefined') return
    const live = new LiveConnection(queryClient)
    live.followPost(followedPostId)
    live.start()
    connection = live
    return () => {
      live.stop()
      if (connection === live) connection = null
    }
  }, [queryClient, sessionKey])
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
