import type { SecurityEventKind } from '@common/sign-in-providers'
import { securityEventLabels } from '@common/sign-in-texts'
import type { Db } from '../../../db/client'
import type { Mailer } from '../../../lib/mail'
import { decodeCursor, toPage } from '../../../lib/pagination'
import {
  allSecurityEventRows,
  findUserEmail,
  insertKnownDevice,
  insertSecurityEvent,
  securityEventRows,
} from './queries'

// The security log (issue 18 §5, decision 034): each change to how an account signs in is a row
// the member reads in settings and a mail, so a session thief cannot change it unseen.

export type SecurityMail = {
  mailer: Mailer
  publicUrl: string
  onMailError: (error: unknown) => void
}

/** Kinds mailed elsewhere already (two-factor/mail.ts): logged here, not mailed twice. */
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
  await insertSecurityEvent(db, { userId, kind, detail })
  if (MAILED_ELSEWHERE.has(kind)) return
  const email = await findUserEmail(db, userId)
  if (!email) return
  const what = securityEventLabels[kind](detail)
  for (const to of new Set([email, ...alsoTo])) {
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
  const { isNew, others } = await insertKnownDevice(db, userId, device)
  return isNew && others > 0
}

/** One page of the member's security log, newest first. */
export async function securityLogPage(
  db: Db,
  userId: string,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
) {
  const rows = await securityEventRows(db, userId, decodeCursor(cursor), limit)
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
  const rows = await allSecurityEventRows(db, userId)
  return rows.map((row) => ({
    kind: row.kind,
    detail: row.detail,
    createdAt: row.at.toISOString(),
  }))
}
