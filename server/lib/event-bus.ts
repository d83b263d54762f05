import type { LiveEvent } from '@common/live-events'
import pg from 'pg'
import type { Logger } from 'pino'

export type LiveEventListener = (event: LiveEvent) => void

/** Publish/subscribe across every app node. */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>
  subscribe(listener: LiveEventListener): () => void
  close(): Promise<void>
}

const CHANNEL = 'makerfolio_events'

/**
 * PostgreSQL LISTEN/NOTIFY: every node listens on one channel on its own connection, so an
 * event published by any node reaches the clients of all of them with no extra service.
 */
export class PgEventBus implements EventBus {
  private readonly listeners = new Set<LiveEventListener>()
  private client: pg.Client | null = null
  private closed = false
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
    client.on('notification', (message) => this.dispatch(message.payload))
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'event bus connection error')
      this.scheduleReconnect(client)
    })
    client.on('end', () => this.scheduleReconnect(client))
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    this.client = client
    this.retryDelayMs = 250
  }

  private scheduleReconnect(failed: pg.Client): void {
    if (this.closed || this.client !== failed || this.reconnectTimer) return
    this.client = null
    failed.removeAllListeners('end')
    failed.end().catch(() => {})
    const delay = this.retryDelayMs
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 10_000)
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      this.connect().catch((error) => {
        this.log.warn({ err: error }, 'event bus reconnect failed')
        this.client = failed
        this.scheduleReconnect(failed)
      })
    }, delay)
  }

  private dispatch(payload: string | undefined): void {
    if (!payload) return
    let event: LiveEvent
    try {
      event = JSON.parse(payload) as LiveEvent
    } catch {
      return
    }
    for (const listener of this.listeners) listener(event)
  }

  async publish(event: LiveEvent): Promise<void> {
    await this.publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)])
  }

  subscribe(listener: LiveEventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
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
    const client = this.client
    this.client = null
    if (client) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
    }
  }
}
