import { randomBytes } from 'node:crypto'
import type { LiveEvent } from '@common/live-events'
import type { LiveBatch } from '../../lib/event-bus'

/** One event, serialised once for every stream that may see it. */
export type EventMessage = {
  event: LiveEvent
  /** `data: …\n\n` */
  plain: string
  /** The same with the batch's `id:`, for the last message a stream gets from a batch. */
  withId: string
}

export type StoredBatch = { id: string; messages: EventMessage[] }

/** The SSE text of one event of a batch: the event plus when it was published (for latency). */
export function toMessages(batch: LiveBatch): StoredBatch {
  const messages = batch.events.map((event) => {
    const data = `data: ${JSON.stringify({ ...event, at: batch.at })}\n\n`
    return { event, plain: data, withId: `id: ${batch.id}\n${data}` }
  })
  return { id: batch.id, messages }
}

/**
 * The last batches this process received, so a reconnecting client catches up from its
 * `Last-Event-ID`. Every node receives NOTIFYs in the same commit order, so an id seen on one
 * node places the client in the history of any other. Positions are this process's own
 * sequence numbers (batch ids are transaction ids: unique, not ordered by commit).
 */
export class LiveHistory {
  private slots: (StoredBatch | undefined)[]
  private readonly positions = new Map<string, number>()
  /** Sequence number of the first batch of this epoch, and of the next batch. */
  private epochStart = 0
  private nextSeq = 0
  /** Names "the start of this history": a client holding it has missed nothing held here. */
  private epoch = LiveHistory.newEpoch()

  constructor(private readonly capacity = 10_000) {
    this.slots = new Array(capacity)
  }

  private static newEpoch() {
    return `start-${randomBytes(6).toString('hex')}`
  }

  add(batch: StoredBatch): void {
    const seq = this.nextSeq++
    const slot = seq % this.capacity
    const evicted = this.slots[slot]
    if (evicted) this.positions.delete(evicted.id)
    this.slots[slot] = batch
    this.positions.set(batch.id, seq)
  }

  /** After a gap in what this node received: nothing held can vouch for completeness any more. */
  reset(): void {
    this.slots = new Array(this.capacity)
    this.positions.clear()
    this.epochStart = this.nextSeq
    this.epoch = LiveHistory.newEpoch()
  }

  private get oldestSeq() {
    return Math.max(this.epochStart, this.nextSeq - this.capacity)
  }

  /** What a client should remember: the newest batch id, or the start of this history. */
  get cursor(): string {
    if (this.nextSeq > this.epochStart) return this.slots[(this.nextSeq - 1) % this.capacity]!.id
    return this.epoch
  }

  /** The batches after `cursor`, or null when this node cannot tell what the client missed. */
  after(cursor: string): StoredBatch[] | null {
    let from: number
    if (cursor === this.epoch) {
      if (this.oldestSeq !== this.epochStart) return null
      from = this.epochStart
    } else {
      const seq = this.positions.get(cursor)
      if (seq === undefined) return null
      from = seq + 1
    }
    const batches: StoredBatch[] = []
    for (let seq = from; seq < this.nextSeq; seq++) batches.push(this.slots[seq % this.capacity]!)
    return batches
  }
}
