import { getAuthenticatorName } from '@better-auth/passkey'
import { passkeyTexts } from '@common/passkey-texts'
import type { Passkey, savePasskeySchema } from '@common/passkeys'
import { APIError } from 'better-auth/api'
import type { z } from 'zod'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import type { Auth } from '../auth'
import { recordSecurityEvent, type SecurityMail } from '../security-log/service'
import { anotherWayIn, withWaysIn } from '../ways-in'
import { deletePasskeyRow, passkeyRows, renamePasskeyRow } from './queries'

// Passkeys (issue 18 §2, decision 037) on better-auth's passkey plugin. Its options and sign-in
// endpoints answer under /api/auth/passkey; saving, listing, renaming and removing come through
// here, so a passkey is named, logged and mailed, and the last way into an account stays.

type Deps = { db: Db; mail: SecurityMail }

/** What the member sees: their name for it, else the password manager's, else "Passkey". */
const labelOf = (row: { name: string | null; aaguid: string | null }) =>
  row.name || getAuthenticatorName(row.aaguid ?? undefined) || passkeyTexts.defaultName

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await passkeyRows(db, userId)
  return rows.map((row) => ({
    id: row.id,
    name: labelOf(row),
    provider: getAuthenticatorName(row.aaguid ?? undefined) ?? null,
    synced: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }))
}

/**
 * Verifies the browser's registration answer against the challenge better-auth set in this
 * browser's cookie, saves the passkey under the signed-in member, then logs and mails it.
 */
export async function savePasskey(
  deps: Deps & { auth: Auth },
  headers: Headers,
  userId: string,
  input: z.infer<typeof savePasskeySchema>,
): Promise<Passkey> {
  let id: string
  try {
    const saved = await deps.auth.api.verifyPasskeyRegistration({
      body: { name: input.name, response: input.response },
      headers,
    })
    id = saved.id
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    if ((error.body as { code?: string } | undefined)?.code === 'SESSION_NOT_FRESH') {
      throw new AppError('forbidden', passkeyTexts.notFresh)
    }
    throw new AppError('validation', passkeyTexts.saveFailed)
  }
  await recordSecurityEvent(deps.db, deps.mail, userId, 'passkey_added', input.name)
  const saved = (await listPasskeys(deps.db, userId)).find((passkey) => passkey.id === id)
  if (!saved) throw new AppError('not_found', passkeyTexts.notFound)
  return saved
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string) {
  if (!(await renamePasskeyRow(db, userId, id, name))) {
    throw new AppError('not_found', passkeyTexts.notFound)
  }
}

/** Removes a passkey while a password, a provider or another passkey still signs the member in. */
export async function removePasskey(deps: Deps, userId: string, id: string) {
  const deleted = await withWaysIn(deps.db, userId, async (tx, ways) => {
    const removed = await deletePasskeyRow(tx, userId, id)
    if (!removed) throw new AppError('not_found', passkeyTexts.notFound)
    // Thrown inside the transaction: the passkey comes back.
    if (!anotherWayIn(ways)) throw new AppError('conflict', passkeyTexts.lastWayIn)
    return removed
  })
  await recordSecurityEvent(deps.db, deps.mail, userId, 'passkey_removed', labelOf(deleted))
}
