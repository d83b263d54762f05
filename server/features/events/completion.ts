import { normaliseUuid } from '@common/ids'
import type { Db } from '../../db/client'
import type { LiveBatch, LiveBatchListener } from '../../lib/event-bus'
import { countUnreadOf } from '../notifications'
import type { CompletedBatch } from './messages'
import { loadLaunchCounts, loadPostAccess, loadThreads } from './queries'
import { completeBatch } from './relevance'

/** Batches completed together at most, so one query's parameters stay bounded. */
const MAX_GROUP = 200
/** Batches waiting behind a slow completion; beyond this the node drops them and clients resync. */
const MAX_QUEUED = 10_000

export type CompletionSink = {
  batch(batch: CompletedBatch): void
  /**
   * Batches were lost to this node: `dropped` are known (a failed completion, an overflowing
   * queue), and when `unknown` the bus itself missed some (its connection dropped).
   */
  gap(lost: { dropped: LiveBatch[]; unknown: boolean }): void | Promise<void>
}

type Lost = { lost: true; dropped: LiveBatch[]; unknown: boolean }
const isLost = (item: LiveBatch | Lost): item is Lost => 'lost' in item

/**
 * Between the bus and the fan-out: completes each batch (the new comment, the recipients' unread
 * counts) with one query per kind for every batch waiting, and hands them on in commit order.
 * While one completion runs, the batches that arrive wait and are completed together next.
 */
export class OrderedCompletion implements LiveBatchListener {
  private queue: (LiveBatch | Lost)[] = []
  private running: Promise<void> | null = null

  constructor(
    private readonly complete: (batches: LiveBatch[]) => Promise<CompletedBatch[]>,
    private readonly sink: CompletionSink,
    private readonly onError: (error: unknown) => void,
  ) {}

  batch(batch: LiveBatch): void {
    if (this.queue.length >= MAX_QUEUED) {
      // Completion cannot keep up (the database is slow or away): what waits becomes one gap.
      const dropped = this.queue.flatMap((item) => (isLost(item) ? item.dropped : [item]))
      const unknown = this.queue.some((item) => isLost(item) && item.unknown)
      this.queue = [{ lost: true, dropped, unknown }]
    }
    this.queue.push(batch)
    this.start()
  }

  gap(): void {
    this.queue.push({ lost: true, dropped: [], unknown: true })
    this.start()
  }

  /** Resolves once everything received so far has been handed on. */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  private start() {
    if (this.running) return
    // After the current turn's synchronous work: NOTIFYs read in one chunk are completed together.
    this.running = Promise.resolve()
      .then(() => this.drain())
      .finally(() => {
        this.running = null
        // A batch that came in between the last look at the queue and here.
        if (this.queue.length > 0) this.start()
      })
  }

  private async drain() {
    for (;;) {
      const head = this.queue[0]
      if (head === undefined) return
      if (isLost(head)) {
        this.queue.shift()
        await this.reportGap(head)
        continue
      }
      const end = this.queue.findIndex((item, i) => isLost(item) || i >= MAX_GROUP)
      const group = this.queue.splice(0, end === -1 ? this.queue.length : end) as LiveBatch[]
      let completed: CompletedBatch[]
      try {
        completed = await this.complete(group)
      } catch (error) {
        // Treated like a gap: these clients resync rather than miss what the batches said.
        this.onError(error)
        await this.reportGap({ lost: true, dropped: group, unknown: false })
        continue
      }
      for (const batch of completed) this.sink.batch(batch)
    }
  }

  private async reportGap({ dropped, unknown }: Lost) {
    try {
      await this.sink.gap({ dropped, unknown })
    } catch (error) {
      this.onError(error)
    }
  }
}

/**
 * Completes a group of batches with at most one query per kind: posts (who sees them now),
 * threads (the comments and counts), unread counts of the recipients that have a stream here,
 * and launches' vote counts.
 */
export function createCompleter(db: Db, hasStreamOf: (userId: string) => boolean) {
  return async function complete(batches: LiveBatch[]): Promise<CompletedBatch[]> {
    const postIds = new Set<string>()
    const refs = new Map<string, { postId: string; commentId: string }>()
    const recipients = new Set<string>()
    const launchIds = new Set<string>()
    for (const batch of batches) {
      for (const event of batch.events) {
        const { type } = event
        if (
          type === 'post.created' ||
          type === 'post.removed' ||
          type === 'post.restored' ||
          type === 'post.edited'
        ) {
          postIds.add(event.postId)
        } else if (event.type.startsWith('comment.') && 'commentId' in event) {
          const postId = normaliseUuid(event.postId)
          const commentId = normaliseUuid(event.commentId)
          if (postId && commentId) refs.set(`${postId}:${commentId}`, { postId, commentId })
        } else if (event.type === 'launch.voted') {
          // The thread's post: who may read the launch page it is followed from.
          if (event.postId) postIds.add(event.postId)
          if (normaliseUuid(event.launchId) === event.launchId) launchIds.add(event.launchId)
        } else if (event.type === 'notifications.changed' && hasStreamOf(event.userId)) {
          recipients.add(event.userId)
        }
      }
    }
    // Ids are the publishers' own uuids; anything else names nothing.
    const uuids = [...postIds].filter((id) => normaliseUuid(id) === id)
    const [posts, threads, unread, launches] = await Promise.all([
      loadPostAccess(db, uuids),
      loadThreads(db, [...refs.values()]),
      countUnreadOf(db, [...recipients]),
      loadLaunchCounts(db, [...launchIds]),
    ])
    return batches.map((batch) => completeBatch(batch, { posts, threads, unread, launches }))
  }
}
