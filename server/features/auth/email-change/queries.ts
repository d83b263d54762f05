import { randomUUID } from 'node:crypto'
import { and, eq, like, notInArray } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { session, user, verification } from '../../../db/schema'
import { violatedConstraint } from '../../../lib/pg-errors'

/** Ends every session of the user except those in `keep` (the browsers acting). */
export async function endOtherSessions(db: Db, userId: string, keep: string[]): Promise<void> {
  const others = keep.length
    ? and(eq(session.userId, userId), notInArray(session.id, keep))
    : eq(session.userId, userId)
  await db.delete(session).where(others)
}

/** A `verification` row per browser that asked for an email change (value: the user id). */
const EMAIL_CHANGE_ASKED = 'email-change-session:'

/** Remembers the browser that asked for an email change: it stays signed in once confirmed. */
export async function rememberEmailChangeSession(
  db: Db,
  userId: string,
  sessionId: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `${EMAIL_CHANGE_ASKED}${sessionId}`,
    value: userId,
    expiresAt,
  })
}

/** The sessions that asked for a change whose link is still valid; their marks are spent. */
export async function takeEmailChangeSessions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(verification)
    .where(
      and(eq(verification.value, userId), like(verification.identifier, `${EMAIL_CHANGE_ASKED}%`)),
    )
    .returning({ identifier: verification.identifier, expiresAt: verification.expiresAt })
  const now = Date.now()
  return rows
    .filter((row) => row.expiresAt.getTime() > now)
    .map((row) => row.identifier.slice(EMAIL_CHANGE_ASKED.length))
}

/** Where an email-change link sends the browser when another account took the address first. */
export const EMAIL_TAKEN = 'EMAIL_TAKEN'

const isEmailTaken = (error: unknown) => violatedConstraint(error, 'unique') === 'user_email_unique'

/**
 * Moves the user to `email` in one UPDATE, so that when two accounts confirm links to the same
 * address the unique index picks one. False when another account has it (nothing changed).
 */
export async function claimEmail(db: Db, userId: string, email: string): Promise<boolean> {
  try {
    await db.update(user).set({ email, updatedAt: new Date() }).where(eq(user.id, userId))
    return true
  } catch (error) {
    if (isEmailTaken(error)) return false
    throw error
  }
}
