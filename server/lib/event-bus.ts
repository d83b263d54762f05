import { randomUUID } from 'node:crypto'
import type { LiveEvent } from '@common/live-events'
import pg from 'pg'
import type { Logger } from 'pino'

export type LiveEventListener = (event: LiveEvent) => void

/** One NOTIFY as every node receives it: nodes see batches in the same (commit) order. */
export type LiveBatch = {
  /** The sending transaction's id: unique across nodes, so a client can resume after it anywhere. */
  id: string
  /** When the publishing node sent it (ms since epoch), right after the write committed. */
  at: number
  events: LiveEvent[]
}

export type LiveBatchListener = {
  batch(batch: LiveBatch): void
  /** The listening connection dropped and came back: batches sent meanwhile never arrived here. */
  gap(): void
}

/** Notices that a member's sessions may have changed (server-side only, never sent to clients). */
export type SessionChangeListener = {
  /** The member signed out, was banned, changed email, profile or role, or was deleted. */
  changed(userId: string): void
  /** The listening connection dropped or came back: notices may have been missed meanwhile. */
  gap(): void
}

/** Publish/subscribe across every app node. */
export interface EventBus {
  /** Sends one action's events after its write committed, as one NOTIFY. */
  publish(events: LiveEvent | LiveEvent[]): Promise<void>
  subscribe(listener: LiveEventListener): () => void
  subscribeBatches(listener: LiveBatchListener): () => void
  /** Session notices, sent by database triggers (migration 0012) on their own channel. */
  subscribeSessionChanges(listener: SessionChangeListener): () => void
  /**
   * Resolves once every session notice committed before the call has reached this node
   * (notices arrive in commit order, so a marker sent now arrives after them).
   */
  syncSessionChanges(): Promise<void>
  /** Whether notices reach this node now; while not, nothing may be kept on their strength. */
  readonly isListening: boolean
  close(): Promise<void>
}

const CHANNEL = 'makerfolio_events'
/** The second channel on the same connection; payloads `user:<id>` or `sync:<marker>`. */
const SESSION_CHANNEL = 'makerfolio_sessions'
/** A marker that has not come back by then is given up on (the connection is failing). */
const SYNC_TIMEOUT_MS = 2000
/** PostgreSQL allows 8000 bytes; hints carry ids only and stay under 1 KB (issue #7's rule). */
export const MAX_PAYLOAD_BYTES = 1000
/** Room for `{"id" : "<xid8>", "at" : <ms>, "events" : }` around the events array. */
const ENVELOPE_BYTES = 80

/** Splits one action's events into as few payloads under the limit as possible (almost always one). */
export function chunkEvents(events: LiveEvent[]): string[] {
  const chunks: string[] = []
  let current: string[] = []
  let size = 2
  for (const event of events) {
    const json = JSON.stringify(event)
    const bytes = Buffer.byteLength(json) + 1
    if (current.length > 0 && ENVELOPE_BYTES + size + bytes > MAX_PAYLOAD_BYTES) {
      chunks.push(`[${current.join(',')}]`)
      current = []
      size = 2
    }
    current.push(json)
    size += bytes
  }
  if (current.length > 0) chunks.push(`[${current.join(',')}]`)
  return chunks
}

// Autocommit: the statement is its own transaction (one NOTIFY per transaction), and NOTIFY gives
// that transaction an id anyway, so naming the batch by it costs nothing.
const NOTIFY_SQL = `SELECT pg_notify($1, json_build_object('id', pg_current_xact_id()::text, 'at', $2::bigint, 'events', $3::json)::text)`

/**
 * PostgreSQL LISTEN/NOTIFY: every node listens on one channel on one connection of its own (never
 * one per client), so an event published by any node reaches the clients of all of them with no
 * extra service.
 */
export class PgEventBus implements EventBus {
  private readonly listeners = new Set<LiveEventListener>()
  private readonly batchListeners = new Set<LiveBatchListener>()
  private readonly sessionListeners = new Set<SessionChangeListener>()
  /** Sync markers sent by this node and not back yet. */
  private readonly syncWaiters = new Map<string, () => void>()
  private readonly nodeId = randomUUID()
  private syncCount = 0
  private client: pg.Client | null = null
  private closed = false
  private hasListened = false
  private connecting = false
  private retryDelayMs = 250
  private reconnectTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly connectionString: string,
    private readonly publisher: pg.Pool,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    await this.connect()
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString })
    client.on('notification', (message) =>
      message.channel === SESSION_CHANNEL
        ? this.dispatchSessionNotice(message.payload)
        : this.dispatch(message.payload),
    )
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'event bus connection error')
      this.onConnectionLost(client)
    })
    client.on('end', () => this.onConnectionLost(client))
    this.connecting = true
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}; LISTEN ${SESSION_CHANNEL}`)
    } catch (error) {
      // A connection that opened but could not LISTEN would otherwise stay open, unused.
      client.end().catch(() => {})
      throw error
    } finally {
      this.connecting = false
    }
    if (this.closed) {
      await client.end().catch(() => {})
      return
    }
    this.client = client
    this.retryDelayMs = 250
    // Whatever was sent while no connection listened is gone for this node: say so.
    if (this.hasListened) for (const listener of this.batchListeners) listener.gap()
    for (const listener of this.sessionListeners) listener.gap()
    this.hasListened = true
  }

  private onConnectionLost(lost: pg.Client): void {
    if (this.closed || this.client !== lost) return
    this.client = null
    lost.removeAllListeners('end')
    lost.end().catch(() => {})
    for (const listener of this.sessionListeners) listener.gap()
    this.releaseSyncWaiters()
    this.scheduleReconnect()
  }

  /** Nobody waits for markers that can no longer arrive. */
  private releaseSyncWaiters(): void {
    for (const release of this.syncWaiters.values()) release()
    this.syncWaiters.clear()
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return
    const delay = this.retryDelayMs
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 10_000)
    this.reconnectTimer = setTimeout(() => this.reconnect(), delay)
  }

  private reconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer)
    this.reconnectTimer = null
    this.connect().catch((error) => {
      this.log.warn({ err: error }, 'event bus reconnect failed')
      this.scheduleReconnect()
    })
  }

  /**
   * The database is back (the embedded one was restarted): listen again now rather than when
   * the back-off (up to 10 s) runs out, so live updates resume with the API.
   */
  reconnectNow(): void {
    if (this.closed || this.client || this.connecting) return
    this.retryDelayMs = 250
    this.reconnect()
  }

  private dispatch(payload: string | undefined): void {
    if (!payload) return
    let batch: LiveBatch
    try {
      batch = JSON.parse(payload) as LiveBatch
    } catch {
      return
    }
    if (typeof batch.id !== 'string' || !Array.isArray(batch.events)) return
    for (const listener of this.batchListeners) listener.batch(batch)
    for (const event of batch.events) for (const listener of this.listeners) listener(event)
  }

  private dispatchSessionNotice(payload: string | undefined): void {
    if (payload?.startsWith('user:')) {
      const userId = payload.slice('user:'.length)
      for (const listener of this.sessionListeners) listener.changed(userId)
    } else if (payload?.startsWith('sync:')) {
      const marker = payload.slice('sync:'.length)
      this.syncWaiters.get(marker)?.()
      this.syncWaiters.delete(marker)
    }
  }

  subscribeSessionChanges(listener: SessionChangeListener): () => void {
    this.sessionListeners.add(listener)
    return () => this.sessionListeners.delete(listener)
  }

  async syncSessionChanges(): Promise<void> {
    if (!this.client) return
    this.syncCount += 1
    const marker = `${this.nodeId}:${this.syncCount}`
    let timer: NodeJS.Timeout | undefined
    const arrived = new Promise<void>((resolve) => {
      this.syncWaiters.set(marker, resolve)
      timer = setTimeout(() => {
        this.syncWaiters.delete(marker)
        resolve()
      }, SYNC_TIMEOUT_MS)
    })
    try {
      await this.publisher.query('SELECT pg_notify($1, $2)', [SESSION_CHANNEL, `sync:${marker}`])
      await arrived
    } finally {
      clearTimeout(timer)
      this.syncWaiters.delete(marker)
    }
  }

  async publish(events: LiveEvent | LiveEvent[]): Promise<void> {
    const list = Array.isArray(events) ? events : [events]
    for (const chunk of chunkEvents(list)) {
      await this.publisher.query(NOTIFY_SQL, [CHANNEL, Date.now(), chunk])
    }
  }

  subscribe(listener: LiveEventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  subscribeBatches(listener: LiveBatchListener): () => void {
    this.batchListeners.add(listener)
    return () => this.batchListeners.delete(listener)
  }

  /** For tests: drop the listening connection as a network fault would. */
  simulateDisconnect(): void {
    this.client?.emit('error', new Error('simulated disconnect'))
  }

  get isListening(): boolean {
    return this.client !== null
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer)
    this.listeners.clear()
    this.batchListeners.clear()
    this.sessionListeners.clear()
    this.releaseSyncWaiters()
    const client = this.client
    this.client = null
    if (client) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
    }
  }
}
