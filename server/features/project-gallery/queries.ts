import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import { projectGalleryImages, projects } from '../../db/schema'
import type { StoredImage } from '../../lib/images-types'
import { madeBySql } from '../projects'

export type GalleryRow = { id: string; position: number; image: StoredImage }

const rowColumns = {
  id: projectGalleryImages.id,
  position: projectGalleryImages.position,
  image: projectGalleryImages.image,
}

/** The gallery in order: one indexed query (project_gallery_images_project_idx). */
export function listGalleryRows(db: DbOrTx, projectId: string): Promise<GalleryRow[]> {
  return db
    .select(rowColumns)
    .from(projectGalleryImages)
    .where(eq(projectGalleryImages.projectId, projectId))
    .orderBy(asc(projectGalleryImages.position), asc(projectGalleryImages.createdAt))
}

/** The owner, or a co-maker who accepted (decision 029, the projects feature's `madeBySql`). */
export async function isProjectMaker(db: DbOrTx, projectId: string, userId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(projects)
    .where(and(eq(projects.id, projectId), madeBySql(userId)))
  return Boolean(row)
}

/**
 * Locks the project's row so two uploads at once cannot both take the last free position; the
 * gallery's rows are then read under that lock.
 */
export async function lockGallery(tx: Tx, projectId: string): Promise<GalleryRow[]> {
  await tx.execute(sql`select 1 from ${projects} where ${projects.id} = ${projectId} for update`)
  return listGalleryRows(tx, projectId)
}

export async function insertGalleryRow(
  tx: Tx,
  projectId: string,
  position: number,
  image: StoredImage,
) {
  await tx.insert(projectGalleryImages).values({ projectId, position, image })
}

/** Rewrites every position from the given order (ids already checked to be the whole gallery). */
export async function writeGalleryOrder(tx: Tx, projectId: string, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(projectGalleryImages)
      .set({ position })
      .where(and(eq(projectGalleryImages.projectId, projectId), eq(projectGalleryImages.id, id)))
  }
}

/** Sets one image's alt text; false when the image is not in this project's gallery. */
export async function updateGalleryAlt(
  db: DbOrTx,
  projectId: string,
  imageId: string,
  alt: string,
) {
  const updated = await db
    .update(projectGalleryImages)
    // The alt text lives in the stored image's JSON, beside its variants.
    .set({ image: sql`jsonb_set(${projectGalleryImages.image}, '{alt}', to_jsonb(${alt}::text))` })
    .where(and(eq(projectGalleryImages.projectId, projectId), eq(projectGalleryImages.id, imageId)))
    .returning({ id: projectGalleryImages.id })
  return updated.length > 0
}

export async function deleteGalleryRow(tx: Tx, projectId: string, imageId: string) {
  await tx
    .delete(projectGalleryImages)
    .where(and(eq(projectGalleryImages.projectId, projectId), eq(projectGalleryImages.id, imageId)))
}

/** The ids of the projects a member owns, whose gallery folders go with their account. */
export async function ownedProjectIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.userId, userId))
  return rows.map((row) => row.id)
}

/** Every gallery image of the member's projects, for the data export. */
export function ownedGalleryRows(db: DbOrTx, userId: string) {
  return db
    .select({ projectId: projectGalleryImages.projectId, ...rowColumns })
    .from(projectGalleryImages)
    .innerJoin(projects, eq(projects.id, projectGalleryImages.projectId))
    .where(eq(projects.userId, userId))
    .orderBy(asc(projectGalleryImages.projectId), asc(projectGalleryImages.position))
}
