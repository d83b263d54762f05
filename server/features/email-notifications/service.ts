import type {
  EmailPreferences,
  UnsubscribeScope,
  UpdateEmailPreferences,
} from '@common/email-preferences'
import type { Db } from '../../db/client'
import { findPreferences, memberExists, savePreferences, stopImmediateEmails } from './queries'
import { verifyUnsubscribeToken } from './unsubscribe-token'

export type EmailPreferenceDeps = { db: Db; secret: string }

export function getEmailPreferences(deps: EmailPreferenceDeps, userId: string) {
  return findPreferences(deps.db, userId)
}

/** The signed-in member's own choices only: nobody can change another member's. */
export function updateEmailPreferences(
  deps: EmailPreferenceDeps,
  userId: string,
  changes: UpdateEmailPreferences,
): Promise<EmailPreferences> {
  return savePreferences(deps.db, userId, changes)
}

/** What a link stands for, or null when its signature does not hold (altered or not ours). */
export function readUnsubscribeLink(deps: EmailPreferenceDeps, token: string) {
  return verifyUnsubscribeToken(deps.secret, token)
}

/**
 * Applies a signed unsubscribe link, signed in or not (RFC 8058): the digest link turns the
 * digest off, the notification emails' link turns every 'immediate' kind off. Repeating it changes
 * nothing; a deleted member's link answers the same and writes nothing.
 */
export async function unsubscribe(
  deps: EmailPreferenceDeps,
  link: { userId: string; scope: UnsubscribeScope },
): Promise<void> {
  if (!(await memberExists(deps.db, link.userId))) return
  if (link.scope === 'digest') await savePreferences(deps.db, link.userId, { digest: false })
  else await stopImmediateEmails(deps.db, link.userId)
}
