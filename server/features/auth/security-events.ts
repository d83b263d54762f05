import type { SecurityEventKind } from '@common/sign-in-providers'
import { securityEventLabels } from '@common/sign-in-texts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { knownDevices, securityEvents, user } from '../../db/schema'
import type { Mailer } from '../../lib/mail'
import { cursorTimestampSql, decodeCursor, keysetCondition, toPage } from '../../lib/pagination'

// The security log (issue 18 §5, decision 034): each change to how an account signs in is a row
// the member reads in settings and a mail, so a session thief cannot change it unseen.

export type SecurityMail = {
  mailer: Mailer
  publicUrl: string
  onMailError: (error: unknown) => void
}

/** Kinds mailed elsewhere already (two-factor-mail.ts): logged here, not mailed twice. */
const MAILED_ELSEWHERE = new Set<SecurityEventKind>(['two_factor_enabled', 'two_factor_disabled'])

/** Records the event, then mails the member; a failed mail is logged, never undoes the change. */
export async function recordSecurityEvent(
  db: Db,
  mail: SecurityMail,
  userId: string,
  kind: SecurityEventKind,
  detail: string | null = null,
  /** Other addresses told too: the old one when the email changed. */
  alsoTo: string[] = [],
) {
  await db.insert(securityEvents).values({ userId, kind, detail })
  if (MAILED_ELSEWHERE.has(kind)) return
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId))
  if (!row) return
  const what = securityEventLabels[kind](detail)
  for (const to of new Set([row.email, ...alsoTo])) {
    try {
      await mail.mailer.send({
        to,
        subject: `Makerfolio security: ${what}`,
        text: `${what} on your Makerfolio account.\n\nIf it was you, there is nothing to do. If it was not, change your password and review your sessions and sign-in providers at once:\n${mail.publicUrl}/settings/account`,
      })
    } catch (error) {
      mail.onMailError(error)
    }
  }
}

/**
 * Remembers a device for the account; true when it is new and the account had signed in
 * elsewhere before (the first device, at sign-up, is not news).
 */
export async function rememberDevice(db: Db, userId: string, device: string): Promise<boolean> {
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, device })
    .onConflictDoNothing()
    .returning({ device: knownDevices.device })
  if (inserted.length === 0) return false
  const [others] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), sql`${knownDevices.device} <> ${device}`))
  return (others?.count ?? 0) > 0
}

/** One page of the member's security log, newest first. */
export async function securityLogPage(
  db: Db,
  userId: string,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
) {
  const after = decodeCursor(cursor)
  const at = sql<string>`${sql.raw(cursorTimestampSql('"security_events"."created_at"'))}`
  const rows = await db
    .select({
      id: securityEvents.id,
      kind: securityEvents.kind,
      detail: securityEvents.detail,
      at,
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
  const page = toPage(rows, limit, (row) => ({ at: row.at, id: row.id }))
  return {
    items: page.items.map((row) => ({
      id: row.id,
      kind: row.kind as SecurityEventKind,
      detail: row.detail,
      createdAt: row.at,
    })),
    nextCursor: page.nextCursor,
  }
}

/** The whole log for the account export (a member has few events; newest first). */
export async function allSecurityEvents(db: Db, userId: string) {
  const rows = await db
    .select({
      kind: securityEvents.kind,
      detail: securityEvents.detail,
      at: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
  return rows.map((row) => ({
    kind: row.kind,
    detail: row.detail,
    createdAt: row.at.toISOString(),
  }))
}
