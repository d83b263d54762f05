import { type Project, type ProjectInput, type ProjectPatch, projectTexts } from '@common/projects'
import { revenueTexts } from '@common/revenue-texts'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import { violatedConstraint } from '../../lib/pg-errors'
import type { Storage } from '../../lib/storage'
import type { Viewer } from '../../plugins/session'
import { assertVisible, type PolicyViewer } from '../../policy/visibility'
import { removeProjectFiles } from './files'
import { findMakerRow } from './makers/queries'
import { presentLaunchBadges, presentProject } from './present'
import {
  deleteProjectRow,
  findMrrLock,
  findProjectAccess,
  findProjectRow,
  insertProject,
  isNameTaken,
  setBookmarkRow,
  updateProjectRow,
} from './queries'

/** Projects read and write only the database (the Mentions tab lists posts through it too). */
export type ProjectsDeps = { db: Db }

const NAME_KEY_CONSTRAINT = 'projects_name_key_key'

const notFound = () => new AppError('not_found', projectTexts.loadFailed)
const nameTaken = () =>
  new AppError('conflict', projectTexts.nameTaken, { name: projectTexts.nameTaken })

/**
 * A project this viewer may read (`read`: 404 when missing or hidden, 403 `banned` for a banned
 * owner's) or act on (`act`: 404 when missing or hidden, 403 across a block; `undo`: taking an
 * action back, allowed across a block).
 */
export async function findVisibleProject(
  db: Db,
  projectId: string,
  viewer: PolicyViewer,
  use: 'read' | 'act' | 'undo' = 'read',
) {
  const project = await findProjectAccess(db, projectId, viewer?.id ?? null)
  assertVisible(project, viewer, { use, notFound: projectTexts.loadFailed })
  return project!
}

export async function getProject(
  { db }: ProjectsDeps,
  projectId: string,
  viewer: PolicyViewer,
): Promise<Project> {
  const viewerId = viewer?.id ?? null
  const row = await findProjectRow(db, projectId, viewerId)
  assertVisible(row?.access ?? null, viewer, { use: 'read', notFound: projectTexts.loadFailed })
  return { ...presentProject(row!, viewerId), launchBadges: presentLaunchBadges(row!.launchBadges) }
}

/** The friendly check; the unique index on the name key settles races (see `saveOrExplain`). */
async function assertNameFree(db: Db, name: string, exceptProjectId: string | null) {
  if (await isNameTaken(db, name, exceptProjectId)) throw nameTaken()
}

const isNameKeyViolation = (error: unknown) =>
  violatedConstraint(error, 'unique') === NAME_KEY_CONSTRAINT

async function saveOrExplain<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (isNameKeyViolation(error)) throw nameTaken()
    throw error
  }
}

const toNumeric = (mrr: number | null | undefined) =>
  mrr === undefined ? undefined : mrr === null ? null : mrr.toFixed(2)

export async function createProject(
  deps: ProjectsDeps,
  viewer: Viewer,
  input: ProjectInput,
): Promise<Project> {
  await assertNameFree(deps.db, input.name, null)
  const id = await saveOrExplain(() =>
    insertProject(deps.db, { ...input, mrr: toNumeric(input.mrr), userId: viewer.id }),
  )
  return getProject(deps, id, viewer)
}

async function assertOwnerOf(db: Db, projectId: string, viewer: Viewer, allowModerator: boolean) {
  const project = await findProjectAccess(db, projectId, viewer.id)
  if (!project) throw notFound()
  const isModerator = allowModerator && viewer.role === 'moderator'
  if (project.ownerId !== viewer.id && !isModerator) {
    throw new AppError('forbidden', projectTexts.notOwner)
  }
}

/**
 * The owner or an accepted co-maker (decision 029): who edits the project and posts its updates.
 * `message` is the 403's text.
 */
export async function assertMakerOf(
  db: Db,
  projectId: string,
  viewer: Viewer,
  message: string = projectTexts.notOwner,
) {
  const project = await findProjectAccess(db, projectId, viewer.id)
  if (!project) throw notFound()
  if (project.ownerId === viewer.id) return
  const row = await findMakerRow(db, projectId, viewer.id)
  if (!row?.acceptedAt) throw new AppError('forbidden', message)
}

/**
 * While a payment provider is connected (issue 33) MRR is read from it, not typed: a change of
 * the self-reported MRR is refused (sending the same value, as a full PUT does, is not a change).
 */
async function assertMrrUnlocked(db: Db, projectId: string, mrr: string | null | undefined) {
  if (mrr === undefined) return
  const lock = await findMrrLock(db, projectId)
  if (lock?.connected && lock.mrr !== mrr) {
    throw new AppError('validation', revenueTexts.selfReportedMrrLocked, {
      mrr: revenueTexts.selfReportedMrrLocked,
    })
  }
}

/** PUT sends every field (a full ProjectInput), PATCH only those that change; makers may. */
export async function updateProject(
  deps: ProjectsDeps,
  viewer: Viewer,
  projectId: string,
  changes: ProjectPatch,
): Promise<Project> {
  await assertMakerOf(deps.db, projectId, viewer)
  if (changes.name !== undefined) await assertNameFree(deps.db, changes.name, projectId)
  await assertMrrUnlocked(deps.db, projectId, toNumeric(changes.mrr))
  await saveOrExplain(() =>
    updateProjectRow(deps.db, projectId, { ...changes, mrr: toNumeric(changes.mrr) }),
  )
  return getProject(deps, projectId, viewer)
}

/** The owner deletes (a co-maker may not); so may a moderator. Bookmarks and notifications go too. */
export async function deleteProject(
  { db, storage }: { db: Db; storage: Storage },
  viewer: Viewer,
  projectId: string,
) {
  await assertOwnerOf(db, projectId, viewer, true)
  await deleteProjectRow(db, projectId)
  // Its gallery and uploaded logo (decision 036) go with it.
  await removeProjectFiles(storage, [projectId])
}

/**
 * Idempotent: the unique (user, project) index turns concurrent double-clicks into one row. A
 * hidden project answers 404 either way, like a missing one (decision 015); across a block a
 * bookmark can be taken back, not made (decision 045).
 */
export async function setProjectBookmark(
  { db }: ProjectsDeps,
  viewer: Viewer,
  projectId: string,
  bookmarked: boolean,
) {
  await findVisibleProject(db, projectId, viewer, bookmarked ? 'act' : 'undo')
  await setBookmarkRow(db, viewer.id, projectId, bookmarked)
  return { bookmarked }
}
