import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { twoFactor } from '../../../db/schema'

export type CodeLockout = { maxFailedAttempts: number; durationSeconds: number }

/** The member's encrypted TOTP secret; undefined without an authenticator. */
export async function totpSecretOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
  return row?.secret
}

/**
 * Takes one of the account's sign-in code guesses before the code is judged, in one statement,
 * so concurrent requests can't all pass a check made before any of them counts (a correct code
 * gives it back: `clearCodeAttempts`). The guess that spends the last one sets the lock; a lock
 * that has passed starts the count again. False when none is left (or no authenticator).
 */
export async function reserveCodeAttempt(
  db: Db,
  userId: string,
  { maxFailedAttempts, durationSeconds }: CodeLockout,
): Promise<boolean> {
  const lapsed = sql`${twoFactor.lockedUntil} <= now()`
  const count = sql`(case when ${lapsed} then 1 else ${twoFactor.failedVerificationCount} + 1 end)`
  const rows = await db
    .update(twoFactor)
    .set({
      failedVerificationCount: count,
      lockedUntil: sql`case when ${count} >= ${maxFailedAttempts}
        then now() + make_interval(secs => ${durationSeconds}) end`,
    })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(
          lapsed,
          and(
            isNull(twoFactor.lockedUntil),
            lt(twoFactor.failedVerificationCount, maxFailedAttempts),
          ),
        ),
      ),
    )
    .returning({ id: twoFactor.id })
  return rows.length > 0
}

/** A correct code: the account's guesses are whole again and any lock ends. */
export async function clearCodeAttempts(db: Db, userId: string) {
  await db
    .update(twoFactor)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(eq(twoFactor.userId, userId))
}

/** A reserved guess the code never reached (another limit refused first): given back. */
export async function releaseCodeAttempt(
  db: Db,
  userId: string,
  { maxFailedAttempts }: CodeLockout,
) {
  const count = sql`${twoFactor.failedVerificationCount} - 1`
  await db
    .update(twoFactor)
    .set({
      failedVerificationCount: count,
      lockedUntil: sql`case when ${count} < ${maxFailedAttempts} then null else ${twoFactor.lockedUntil} end`,
    })
    .where(and(eq(twoFactor.userId, userId), gt(twoFactor.failedVerificationCount, 0)))
}

/**
 * Records `step` as the last TOTP time step accepted, only if it is later than the last one:
 * a step once accepted is never accepted again, on any node (RFC 6238 §5.2). False when the
 * step (or a later one) was used already.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactor.id })
  return rows.length > 0
}
