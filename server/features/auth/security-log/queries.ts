import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { knownDevices, securityEvents, user } from '../../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition } from '../../../lib/pagination'

// The security log's and the sign-in providers' SQL (issue 18 §4, §5; decision 034).

export async function insertSecurityEvent(
  db: Db,
  event: { userId: string; kind: string; detail: string | null },
) {
  await db.insert(securityEvents).values(event)
}

export async function findUserEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId))
  return row?.email ?? null
}

/** Adds the device; answers whether it was new and how many other devices the account has. */
export async function insertKnownDevice(db: Db, userId: string, device: string) {
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, device })
    .onConflictDoNothing()
    .returning({ device: knownDevices.device })
  if (inserted.length === 0) return { isNew: false, others: 0 }
  const [others] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), sql`${knownDevices.device} <> ${device}`))
  return { isNew: true, others: others?.count ?? 0 }
}

/** `limit + 1` rows of the log after `after`, newest first, with the cursor's timestamp text. */
export function securityEventRows(db: Db, userId: string, after: Keyset | null, limit: number) {
  return db
    .select({
      id: securityEvents.id,
      kind: securityEvents.kind,
      detail: securityEvents.detail,
      at: sql<string>`${sql.raw(cursorTimestampSql('"security_events"."created_at"'))}`,
    })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        keysetCondition(securityEvents.createdAt, securityEvents.id, after),
      ),
    )
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit + 1)
}

export function allSecurityEventRows(db: Db, userId: string) {
  return db
    .select({
      kind: securityEvents.kind,
      detail: securityEvents.detail,
      at: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
}
