import { and, eq, like, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { session, verification } from '../../db/schema'

/**
 * better-auth keeps each reset link as a `verification` row `reset-password:<token>` whose value
 * is the user id. Once the password changed (by reset or in settings), none may set it again.
 */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, 'reset-password:%')))
}

/** Ends every session of the user except `keepSessionId` (the browser acting, when signed in). */
export async function endOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string | undefined,
): Promise<void> {
  const others = keepSessionId
    ? and(eq(session.userId, userId), ne(session.id, keepSessionId))
    : eq(session.userId, userId)
  await db.delete(session).where(others)
}
