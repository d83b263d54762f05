import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { projects } from '../../../db/schema'

/** The project's current logo address (an upload of ours, a link, or null). */
export async function findLogoUrl(db: DbOrTx, projectId: string) {
  const [row] = await db
    .select({ logoUrl: projects.logoUrl })
    .from(projects)
    .where(eq(projects.id, projectId))
  return row?.logoUrl
}

export async function setLogoUrl(db: DbOrTx, projectId: string, logoUrl: string) {
  await db.update(projects).set({ logoUrl }).where(eq(projects.id, projectId))
}
