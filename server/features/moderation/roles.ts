import type { Role } from '@common/auth'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { profiles } from '../../db/schema'

/** Grants or revokes the moderator role by username; null when no such member exists. */
export async function setRoleByUsername(db: DbOrTx, username: string, role: Role) {
  const [row] = await db
    .update(profiles)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(sql`lower(${profiles.username})`, username.trim().replace(/^@/, '').toLowerCase()))
    .returning({ id: profiles.id, username: profiles.username, role: profiles.role })
  return row ?? null
}
