import { signInTexts } from '@common/sign-in-texts'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import { accountRows, deleteProviderAccount } from './provider-queries'
import type { SignInProvider } from './providers'
import { recordSecurityEvent, type SecurityMail } from './security-events'
import { providerName } from './security-hooks'

/** Each configured provider, whether it signs this account in, and whether it has a password. */
export async function linkedProviders(db: Db, providers: SignInProvider[], userId: string) {
  const rows = await accountRows(db, userId)
  return {
    providers: providers.map(({ id, name }) => {
      const row = rows.find((candidate) => candidate.providerId === id)
      return { id, name, linked: Boolean(row), linkedAt: row?.createdAt.toISOString() ?? null }
    }),
    hasPassword: rows.some((row) => row.providerId === 'credential'),
  }
}

/** Unlinks a provider while another way in (a password or another provider) remains. */
export async function unlinkProvider(
  deps: { db: Db; providers: SignInProvider[]; mail: SecurityMail },
  userId: string,
  providerId: string,
) {
  const rows = await accountRows(deps.db, userId)
  if (!rows.some((row) => row.providerId === providerId)) {
    throw new AppError('not_found', 'That provider is not linked to your account')
  }
  if (!rows.some((row) => row.providerId !== providerId)) {
    throw new AppError('conflict', signInTexts.lastWayIn)
  }
  if (await deleteProviderAccount(deps.db, userId, providerId)) {
    const name = providerName(deps.providers, providerId)
    await recordSecurityEvent(deps.db, deps.mail, userId, 'provider_unlinked', name)
  }
}
