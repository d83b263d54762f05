import { type Draft, draftTexts, type UpdateDraft } from '@common/drafts'
import type { Page } from '@common/pagination'
import { postTexts } from '@common/posts'
import { limits } from '@common/texts'
import type { Db, DbOrTx } from '../../db/client'
import { AppError } from '../../lib/errors'
import { decodeCursor } from '../../lib/pagination'
import type { Storage } from '../../lib/storage'
import type { Viewer } from '../../plugins/session'
import {
  checkNewPost,
  presentImage,
  removePostImages,
  storePostImages,
  type UploadedImage,
} from '../posts'
import {
  countDrafts,
  type DraftRow,
  deleteDraftRow,
  findDraft,
  insertDraft,
  listDraftRows,
  updateDraftRow,
} from './queries'

export type DraftsDeps = { db: Db; storage: Storage }

const DAY_MS = 24 * 60 * 60 * 1000

function presentDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    content: row.content,
    images: row.images.map(presentImage),
    scheduledAt: row.scheduledAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/**
 * A draft is its author's alone: anyone else's answers 404 like a missing one (moderators too),
 * so draft ids tell nothing about who writes what.
 */
async function ownDraft(db: DbOrTx, viewer: Viewer, draftId: string, forUpdate = false) {
  const row = await findDraft(db, draftId, { forUpdate })
  if (!row || row.userId !== viewer.id) throw new AppError('not_found', draftTexts.notFound)
  return row
}

export async function listDrafts(
  { db }: Pick<DraftsDeps, 'db'>,
  viewer: Viewer,
  options: { cursor?: string; limit: number },
): Promise<Page<Draft>> {
  const page = await listDraftRows(db, viewer.id, decodeCursor(options.cursor), options.limit)
  return { items: page.items.map(presentDraft), nextCursor: page.nextCursor }
}

export async function getDraft({ db }: Pick<DraftsDeps, 'db'>, viewer: Viewer, draftId: string) {
  return presentDraft(await ownDraft(db, viewer, draftId))
}

export async function createDraft(
  { db }: Pick<DraftsDeps, 'db'>,
  viewer: Viewer,
  input: { content: string },
): Promise<Draft> {
  if ((await countDrafts(db, viewer.id)) >= limits.draftsPerMember) {
    throw new AppError('validation', draftTexts.tooMany)
  }
  return presentDraft(await insertDraft(db, viewer.id, input.content))
}

/** The time a post may be scheduled for: later than now, at most a year ahead. */
function scheduleTime(value: string): Date {
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) throw new AppError('validation', draftTexts.invalidTime)
  if (at.getTime() <= Date.now()) throw new AppError('validation', draftTexts.scheduleInPast)
  if (at.getTime() > Date.now() + limits.scheduleAheadDaysMax * DAY_MS) {
    throw new AppError('validation', draftTexts.scheduleTooFar)
  }
  return at
}

/**
 * Saves the text, alt texts and schedule. A scheduled draft must be a post that could go out
 * now (not empty, not too many mentions), so the queue never meets one it must refuse.
 */
export async function updateDraft(
  { db }: Pick<DraftsDeps, 'db'>,
  viewer: Viewer,
  draftId: string,
  change: UpdateDraft,
): Promise<Draft> {
  const updated = await db.transaction(async (tx) => {
    const row = await ownDraft(tx, viewer, draftId, true)
    if (change.alt && change.alt.length !== row.images.length) {
      throw new AppError('validation', 'Give one alt text per image')
    }
    const images = change.alt
      ? row.images.map((image, index) => ({ ...image, alt: change.alt![index]!.trim() }))
      : undefined
    const scheduledAt =
      change.scheduledAt === undefined
        ? undefined
        : change.scheduledAt === null
          ? null
          : scheduleTime(change.scheduledAt)
    const willBeScheduled = scheduledAt !== undefined ? scheduledAt !== null : !!row.scheduledAt
    if (willBeScheduled) {
      await checkNewPost(tx, change.content ?? row.content, row.images.length, viewer.id)
    }
    return updateDraftRow(tx, draftId, { content: change.content, images, scheduledAt })
  })
  return presentDraft(updated!)
}

/** Adds uploaded images (stored like a post's, so publishing moves nothing). */
export async function addDraftImages(
  deps: DraftsDeps,
  viewer: Viewer,
  draftId: string,
  uploads: UploadedImage[],
): Promise<Draft> {
  const before = await ownDraft(deps.db, viewer, draftId)
  if (uploads.length === 0) throw new AppError('validation', 'Add an image')
  if (before.images.length + uploads.length > limits.imagesPerPost) {
    throw new AppError('validation', postTexts.tooManyImages)
  }
  const stored = await storePostImages(deps.storage, viewer.id, uploads)
  try {
    const updated = await deps.db.transaction(async (tx) => {
      // Locked and counted again: two uploads at once must not pass the limit together.
      const row = await ownDraft(tx, viewer, draftId, true)
      if (row.images.length + stored.length > limits.imagesPerPost) {
        throw new AppError('validation', postTexts.tooManyImages)
      }
      return updateDraftRow(tx, draftId, { images: [...row.images, ...stored] })
    })
    return presentDraft(updated!)
  } catch (error) {
    await removePostImages(deps.storage, stored)
    throw error
  }
}

export async function removeDraftImage(
  deps: DraftsDeps,
  viewer: Viewer,
  draftId: string,
  index: number,
): Promise<Draft> {
  const { updated, removed } = await deps.db.transaction(async (tx) => {
    const row = await ownDraft(tx, viewer, draftId, true)
    const image = row.images[index]
    if (!image) throw new AppError('not_found', 'Image not found')
    const images = row.images.filter((_, position) => position !== index)
    return { updated: await updateDraftRow(tx, draftId, { images }), removed: image }
  })
  await removePostImages(deps.storage, [removed])
  return presentDraft(updated!)
}

/** Deletes a draft, or cancels a scheduled post; its images go with it. */
export async function deleteDraft(deps: DraftsDeps, viewer: Viewer, draftId: string) {
  await ownDraft(deps.db, viewer, draftId)
  const removed = await deleteDraftRow(deps.db, draftId)
  if (removed) await removePostImages(deps.storage, removed.images)
}
