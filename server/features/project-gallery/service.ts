import { type Gallery, galleryLimits, galleryTexts } from '@common/project-gallery'
import { projectTexts } from '@common/projects'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { Storage } from '../../lib/storage'
import type { Viewer } from '../../plugins/session'
import { assertVisible, findItemAccess, type PolicyViewer } from '../../policy/visibility'
import { type GalleryUpload, removeGalleryFiles, storeGalleryImage } from './images'
import { presentGallery } from './present'
import {
  deleteGalleryRow,
  insertGalleryRow,
  isProjectMaker,
  listGalleryRows,
  lockGallery,
  updateGalleryAlt,
  writeGalleryOrder,
} from './queries'

export type GalleryDeps = { db: Db; storage: Storage }

/** Read like the project page itself: 404 when missing or hidden, 403 `banned` for a banned owner. */
export async function getGallery(
  { db }: GalleryDeps,
  projectId: string,
  viewer: PolicyViewer,
): Promise<Gallery> {
  const access = await findItemAccess(db, 'project', projectId, viewer?.id ?? null)
  assertVisible(access, viewer, { use: 'read', notFound: projectTexts.loadFailed })
  const canEdit = viewer ? await isProjectMaker(db, projectId, viewer.id) : false
  return presentGallery(await listGalleryRows(db, projectId), canEdit)
}

/** 404 when the project is missing or hidden from the viewer, 403 when they are no maker. */
export async function assertMaker(db: Db, projectId: string, viewer: Viewer) {
  const access = await findItemAccess(db, 'project', projectId, viewer.id)
  assertVisible(access, viewer, { use: 'act', notFound: projectTexts.loadFailed })
  if (!(await isProjectMaker(db, projectId, viewer.id))) {
    throw new AppError('forbidden', galleryTexts.notMaker)
  }
}

const full = () => new AppError('validation', galleryTexts.full, { image: galleryTexts.full })

/**
 * Decodes and stores first (slow, outside any transaction), then takes the next position under
 * the project's row lock; a gallery that filled up meanwhile refuses and the files go again.
 */
export async function addGalleryImage(
  deps: GalleryDeps,
  viewer: Viewer,
  projectId: string,
  upload: GalleryUpload,
): Promise<Gallery> {
  await assertMaker(deps.db, projectId, viewer)
  if ((await listGalleryRows(deps.db, projectId)).length >= galleryLimits.imagesMax) throw full()
  const image = await storeGalleryImage(deps.storage, projectId, upload)
  try {
    await deps.db.transaction(async (tx) => {
      const rows = await lockGallery(tx, projectId)
      if (rows.length >= galleryLimits.imagesMax) throw full()
      await insertGalleryRow(tx, projectId, rows.length, image)
    })
  } catch (error) {
    await removeGalleryFiles(deps.storage, [image])
    throw error
  }
  return presentGallery(await listGalleryRows(deps.db, projectId), true)
}

/** A screenshot's description (alt text), read by screen readers in the gallery and viewer. */
export async function describeGalleryImage(
  { db }: GalleryDeps,
  viewer: Viewer,
  projectId: string,
  imageId: string,
  alt: string,
): Promise<Gallery> {
  await assertMaker(db, projectId, viewer)
  if (!(await updateGalleryAlt(db, projectId, imageId, alt))) {
    throw new AppError('not_found', galleryTexts.imageNotFound)
  }
  return presentGallery(await listGalleryRows(db, projectId), true)
}

/** The new order must name every image of the gallery exactly once. */
export async function reorderGallery(
  { db }: GalleryDeps,
  viewer: Viewer,
  projectId: string,
  ids: string[],
): Promise<Gallery> {
  await assertMaker(db, projectId, viewer)
  await db.transaction(async (tx) => {
    const rows = await lockGallery(tx, projectId)
    const current = new Set(rows.map((row) => row.id))
    const complete =
      ids.length === rows.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.has(id))
    if (!complete) {
      throw new AppError('validation', galleryTexts.orderMismatch, {
        ids: galleryTexts.orderMismatch,
      })
    }
    await writeGalleryOrder(tx, projectId, ids)
  })
  return presentGallery(await listGalleryRows(db, projectId), true)
}

/** Removes one image, closes the gap in the order, then deletes its files. */
export async function removeGalleryImage(
  deps: GalleryDeps,
  viewer: Viewer,
  projectId: string,
  imageId: string,
): Promise<Gallery> {
  await assertMaker(deps.db, projectId, viewer)
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await lockGallery(tx, projectId)
    const target = rows.find((row) => row.id === imageId)
    if (!target) throw new AppError('not_found', galleryTexts.imageNotFound)
    await deleteGalleryRow(tx, projectId, imageId)
    await writeGalleryOrder(
      tx,
      projectId,
      rows.filter((row) => row.id !== imageId).map((row) => row.id),
    )
    return target
  })
  await removeGalleryFiles(deps.storage, [removed.image])
  return presentGallery(await listGalleryRows(deps.db, projectId), true)
}
