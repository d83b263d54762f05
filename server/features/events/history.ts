import { randomBytes } from 'node:crypto'
import type { CompletedBatch } from './messages'

/**
 * The last batches this process completed, so a reconnecting client catches up from its
 * `Last-Event-ID` with the same messages live clients got. Every node receives NOTIFYs in the same commit order, so an id seen on one
 * node places the client in the history of any other. Positions are this process's own
 * sequence numbers (batch ids are transaction ids: unique, not ordered by commit).
 */
export class LiveHistory {
  private slots: (CompletedBatch | undefined)[]
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

  add(batch: CompletedBatch): void {
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
  after(cursor: string): CompletedBatch[] | null {
    let from: number
    if (cursor === this.epoch) {
      if (this.oldestSeq !== this.epochStart) return null
      from = this.epochStart
    } else {
      const seq = this.positions.get(cursor)
      if (seq === undefined) return null
      from = seq + 1
    }
    const batches: CompletedBatch[] = []
    for (let seq = from; seq < this.nextSeq; seq++) batches.push(this.slots[seq % this.capacity]!)
    return batches
  }
}
