import { and, desc, eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../../db/client'
import { passkey } from '../../../db/schema'

/** A passkey just signed in: its last use is now (better-auth's afterVerification). */
export async function markPasskeyUsed(db: Db, credentialId: string) {
  await db
    .update(passkey)
    .set({ lastUsedAt: new Date() })
    .where(eq(passkey.credentialID, credentialId))
}

/** The member's passkeys, newest first (a member has a handful: no paging). */
export function passkeyRows(db: Db, userId: string) {
  return db
    .select({
      id: passkey.id,
      name: passkey.name,
      aaguid: passkey.aaguid,
      backedUp: passkey.backedUp,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(desc(passkey.createdAt), desc(passkey.id))
}

/** Renames one of the member's passkeys; false when it is not theirs. */
export async function renamePasskeyRow(db: Db, userId: string, id: string, name: string) {
  const renamed = await db
    .update(passkey)
    .set({ name })
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
    .returning({ id: passkey.id })
  return renamed.length > 0
}

/** Deletes one of the member's passkeys; its row (for the log's name), or undefined. */
export async function deletePasskeyRow(db: DbOrTx, userId: string, id: string) {
  const [deleted] = await db
    .delete(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
    .returning({ name: passkey.name, aaguid: passkey.aaguid })
  return deleted
}
