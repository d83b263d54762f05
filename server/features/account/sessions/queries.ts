import { and, desc, eq, gt, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { session } from '../../../db/schema'

type SessionViewer = { id: string; sessionId: string }

/** The member's unexpired sessions: this browser first, then by recent activity. */
export function listSessionRows(db: DbOrTx, viewer: SessionViewer, limit: number) {
  const lastActive = sql<Date>`greatest(${session.updatedAt}, ${session.createdAt})`
  return db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      lastActiveAt: lastActive,
    })
    .from(session)
    .where(and(eq(session.userId, viewer.id), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(sql`${session.id} = ${viewer.sessionId}`), desc(lastActive), desc(session.id))
    .limit(limit)
}

/** True when the member had this session (someone else's is left alone). */
export async function deleteSession(db: DbOrTx, userId: string, sessionId: string) {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id })
  return ended.length > 0
}

/** How many of the member's other sessions ended. */
export async function deleteOtherSessions(db: DbOrTx, viewer: SessionViewer) {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, viewer.id), ne(session.id, viewer.sessionId)))
    .returning({ id: session.id })
  return ended.length
}
