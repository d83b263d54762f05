import { and, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { session } from '../../db/schema'
import { verifiedSessionToken } from '../../plugins/session-cookie'

/** How long a lookup waits for others to join its query: nothing next to opening a stream. */
const BATCH_WINDOW_MS = 5
/** One query answers at most this many sessions. */
const MAX_BATCH = 500

type Waiting = { resolve(id: string | null): void; reject(error: unknown): void }

/**
 * Who a live stream belongs to (the member id, or null for visitors). A stream needs only the id
 * to route notifications, and streams arrive in storms (every tab reconnects when a node
 * restarts): the streams that arrive within a few milliseconds, or while a lookup runs, share
 * the next query instead of taking a pool connection each (and starving the requests that write).
 */
export function createViewerIdLoader(db: Db, secret: string) {
  let pending = new Map<string, Waiting[]>()
  let scheduled = false
  let running = false

  function schedule() {
    if (scheduled || running || pending.size === 0) return
    scheduled = true
    setTimeout(() => void flush(), BATCH_WINDOW_MS)
  }

  async function flush() {
    scheduled = false
    running = true
    const batch = pending
    pending = new Map()
    const tokens = [...batch.keys()]
    for (let start = 0; start < tokens.length; start += MAX_BATCH) {
      const slice = tokens.slice(start, start + MAX_BATCH)
      try {
        const rows = await db
          .select({ token: session.token, userId: session.userId })
          .from(session)
          .where(and(inArray(session.token, slice), gt(session.expiresAt, sql`now()`)))
        const found = new Map(rows.map((row) => [row.token, row.userId]))
        for (const token of slice) {
          for (const waiting of batch.get(token)!) waiting.resolve(found.get(token) ?? null)
        }
      } catch (error) {
        for (const token of slice) for (const waiting of batch.get(token)!) waiting.reject(error)
      }
    }
    running = false
    schedule()
  }

  return function viewerIdFor(cookieHeader: string | undefined): Promise<string | null> {
    const token = verifiedSessionToken(cookieHeader, secret)
    if (!token) return Promise.resolve(null)
    return new Promise((resolve, reject) => {
      const list = pending.get(token)
      if (list) list.push({ resolve, reject })
      else pending.set(token, [{ resolve, reject }])
      schedule()
    })
  }
}
