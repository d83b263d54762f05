import { and, gt, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { session } from '../../db/schema'
import type { EventBus } from '../../lib/event-bus'
import type { LiveStream, LiveStreams } from './streams'

/**
 * Closes the live streams whose session ended (signed out, ended from another browser's
 * settings, a password change, a ban, a deletion: issue 18 §3). The database's session notices
 * (migration 0012) name the member; this node then asks which of that member's streams here
 * still have a session, in one query, and ends the others. After a gap in the notices every
 * signed-in stream is checked. A closed EventSource reconnects as a visitor.
 */
export function endStreamsOfEndedSessions({
  bus,
  db,
  streams,
  log,
}: {
  bus: EventBus
  db: Db
  streams: LiveStreams
  log: FastifyBaseLogger
}): () => void {
  async function endEnded(candidates: LiveStream[]) {
    const ids = [...new Set(candidates.flatMap((stream) => stream.sessionId ?? []))]
    if (!ids.length) return
    const alive = await db
      .select({ id: session.id })
      .from(session)
      .where(and(inArray(session.id, ids), gt(session.expiresAt, sql`now()`)))
    const aliveIds = new Set(alive.map((row) => row.id))
    for (const stream of candidates) {
      if (stream.sessionId && !aliveIds.has(stream.sessionId)) stream.end()
    }
  }
  const check = (candidates: LiveStream[]) => {
    if (!candidates.length) return
    endEnded(candidates).catch((error) => {
      log.warn({ err: error }, 'could not check the sessions of live streams')
    })
  }
  return bus.subscribeSessionChanges({
    changed: (userId) => check([...streams.ofViewer(userId)]),
    gap: () => check([...streams.all].filter((stream) => stream.sessionId)),
  })
}
