import type { Db } from '../../db/client'
import { accountRows } from './provider-queries'
import { allSecurityEvents } from './security-events'

/**
 * The account export's sign-in part (issue 18 §5): the security log and the linked providers,
 * by provider id and date only; never a token, a secret or the provider's account id.
 */
export async function securityExport(db: Db, userId: string) {
  const accounts = await accountRows(db, userId)
  return {
    securityLog: await allSecurityEvents(db, userId),
    signInProviders: accounts
      .filter((row) => row.providerId !== 'credential')
      .map((row) => ({ providerId: row.providerId, linkedAt: row.createdAt.toISOString() })),
  }
}
