import type { Db } from '../../../db/client'
import { listPasskeys } from '../passkeys/service'
import { accountRows } from '../providers/queries'
import { allSecurityEvents } from './service'

/**
 * The account export's sign-in part (issue 18 §2, §5): the security log, the linked providers by
 * provider id and date, the passkeys by name and dates; never a token, a secret, a key, a
 * credential id or the provider's account id.
 */
export async function securityExport(db: Db, userId: string) {
  const accounts = await accountRows(db, userId)
  return {
    securityLog: await allSecurityEvents(db, userId),
    signInProviders: accounts
      .filter((row) => row.providerId !== 'credential')
      .map((row) => ({ providerId: row.providerId, linkedAt: row.createdAt.toISOString() })),
    passkeys: (await listPasskeys(db, userId)).map(({ name, createdAt, lastUsedAt, synced }) => ({
      name,
      createdAt,
      lastUsedAt,
      synced,
    })),
  }
}
