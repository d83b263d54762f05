import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { twoFactor } from '../../../db/schema'

/** The member's authenticator (better-auth's row), confirmed or not; undefined without one. */
export async function factorOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ name: twoFactor.name, createdAt: twoFactor.createdAt, verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
  return row
}

/** Names the authenticator just set up; its time is when it was set up, not first created. */
export async function nameFactor(db: DbOrTx, userId: string, name: string) {
  await db
    .update(twoFactor)
    .set({ name, createdAt: new Date() })
    .where(eq(twoFactor.userId, userId))
}
