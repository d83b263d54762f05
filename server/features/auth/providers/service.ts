import { signInTexts } from '@common/sign-in-texts'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import { passkeyRows } from '../passkeys/queries'
import { recordSecurityEvent, type SecurityMail } from '../security-log/service'
import { anotherWayIn, withWaysIn } from '../ways-in'
import { providerName, type SignInProvider } from './config'
import { accountRows, deleteProviderAccount } from './queries'

/** Each configured provider, whether it signs this account in, and its other ways in. */
export async function linkedProviders(db: Db, providers: SignInProvider[], userId: string) {
  const [rows, passkeys] = await Promise.all([accountRows(db, userId), passkeyRows(db, userId)])
  return {
    providers: providers.map(({ id, name }) => {
      const row = rows.find((candidate) => candidate.providerId === id)
      return { id, name, linked: Boolean(row), linkedAt: row?.createdAt.toISOString() ?? null }
    }),
    hasPassword: rows.some((row) => row.providerId === 'credential'),
    hasPasskey: passkeys.length > 0,
  }
}

/** Unlinks a provider while another way in (a password, a passkey, another provider) remains. */
export async function unlinkProvider(
  deps: { db: Db; providers: SignInProvider[]; mail: SecurityMail },
  userId: string,
  providerId: string,
) {
  const unlinked = await withWaysIn(deps.db, userId, async (tx, ways) => {
    if (!ways.accounts.includes(providerId)) {
      throw new AppError('not_found', 'That provider is not linked to your account')
    }
    if (!anotherWayIn(ways)) throw new AppError('conflict', signInTexts.lastWayIn)
    return deleteProviderAccount(tx, userId, providerId)
  })
  if (unlinked) {
    const name = providerName(deps.providers, providerId)
    await recordSecurityEvent(deps.db, deps.mail, userId, 'provider_unlinked', name)
  }
}
