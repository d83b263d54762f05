import type { LiveStreamMessage } from '@common/live-events'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { EventBus } from '../../lib/event-bus'
import { countUnreadOf } from '../notifications'
import { createBatchLoader } from './batch-loader'
import { createCompleter, OrderedCompletion } from './completion'
import { FollowSets } from './follow-sets'
import { LiveHistory } from './history'
import { loadFollowees, loadShields } from './queries'
import { ShieldSets } from './shield-sets'
import { type LiveStream, LiveStreams } from './streams'

const HEARTBEAT_MS = 25_000
export const RESYNC = 'data: {"type":"live.resync"}\n\n'

/**
 * This process's side of live updates: one bus subscription whatever the number of clients, the
 * ordered completion of each batch, the history replayed on reconnect, the follow and shield sets
 * and the open streams (decision 002).
 */
export function startLiveNode({ bus, db, log }: { bus: EventBus; db: Db; log: FastifyBaseLogger }) {
  const history = new LiveHistory()
  const followSets = new FollowSets()
  const shieldSets = new ShieldSets()
  const unreadCount = createBatchLoader<number>((ids) => countUnreadOf(db, ids))
  const streams: LiveStreams = new LiveStreams((stream) => sendUnread(stream))

  /** Reads the member's unread count and writes it, unless a newer one was written meanwhile. */
  function sendUnread(stream: LiveStream) {
    if (!stream.viewerId) return
    const writesBefore = stream.unreadWrites
    unreadCount(stream.viewerId).then(
      (count) => {
        if (!streams.all.has(stream) || stream.unreadWrites !== writesBefore) return
        stream.unreadWrites++
        const message: LiveStreamMessage = {
          type: 'notifications.unread',
          unreadCount: count ?? 0,
          at: Date.now(),
        }
        streams.write(stream, `data: ${JSON.stringify(message)}\n\n`)
      },
      (error) => {
        log.warn({ err: error }, 'live unread count failed')
        if (streams.all.has(stream)) streams.write(stream, RESYNC)
      },
    )
  }

  const completion = new OrderedCompletion(
    createCompleter(db, (userId) => streams.hasViewer(userId)),
    {
      batch(batch) {
        for (const change of batch.followChanges) followSets.apply(change)
        for (const change of batch.shieldChanges) shieldSets.apply(change)
        history.add(batch)
        streams.deliver(batch)
      },
      async gap({ dropped, unknown }) {
        for (const batch of dropped)
          for (const event of batch.events) {
            if (event.type === 'follow.changed') followSets.apply(event)
            else if (event.type === 'shield.changed') shieldSets.apply(event)
          }
        history.reset()
        streams.broadcast(`id: ${history.cursor}\n${RESYNC}`)
        // Follow and shield changes may be among what the bus missed: read the sets again.
        if (unknown) {
          const [followsAt, shieldsAt] = [followSets.position, shieldSets.position]
          const [followees, shields] = await Promise.all([
            loadFollowees(db, followSets.trackedMembers()),
            loadShields(db, shieldSets.trackedMembers()),
          ])
          followSets.replace(followees, followsAt)
          shieldSets.replace(shields, shieldsAt)
        }
      },
    },
    (error) => log.warn({ err: error }, 'live event completion failed'),
  )
  const unsubscribe = bus.subscribeBatches(completion)
  // Also moves every browser's Last-Event-ID forward when nothing it sees was sent for a while.
  const heartbeat = setInterval(
    () => streams.broadcast(`id: ${history.cursor}\n: ping\n\n`),
    HEARTBEAT_MS,
  )
  heartbeat.unref()

  return {
    history,
    streams,
    followSets,
    shieldSets,
    sendUnread,
    /** For tests: resolves once every batch received so far reached the streams. */
    idle: () => completion.idle(),
    close() {
      clearInterval(heartbeat)
      unsubscribe()
      for (const stream of [...streams.all]) stream.end()
    },
  }
}
