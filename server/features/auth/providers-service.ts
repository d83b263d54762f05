import { signInTexts } from '@common/sign-in-texts'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import { passkeyRows } from './passkey-queries'
import { accountRows, deleteProviderAccount } from './provider-queries'
import type { SignInProvider } from './providers'
import { recordSecurityEvent, type SecurityMail } from './security-events'
import { providerName } from './security-hooks'
import { anotherWayIn, withWaysIn } from './ways-in'

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
