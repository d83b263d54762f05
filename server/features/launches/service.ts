import type { Launch } from '@common/launches'
import {
  type LaunchListQuery,
  launchLimits,
  launchTexts,
  type ScheduleLaunch,
  type UpdateLaunch,
} from '@common/launches'
import type { Page } from '@common/pagination'
import type { Db, DbOrTx } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import type { Viewer } from '../../plugins/session'
import { assertVisible, findItemAccess, type PolicyViewer } from '../../policy/visibility'
import { decodeDayCursor, decodeRankCursor, encodeDayCursor, encodeRankCursor } from './cursors'
import { launchDayProblem } from './launch-day'
import { presentLaunches } from './present'
import {
  findLaunchForChange,
  findLaunchRow,
  galleryIdsOf,
  hasLaunchWithin,
  insertLaunch,
  type LaunchRow,
  listGalleryImageRows,
  listLaunchMakerRows,
  listLaunchRows,
  lockProject,
  projectMakerIds,
  replaceLaunchMakers,
  updateScheduledLaunch,
} from './queries'

export type LaunchesDeps = { db: Db; bus: EventBus }

const notFound = () => new AppError('not_found', launchTexts.notFound)

/** Rows shaped with their makers and images, two queries for the whole page. */
export async function presentLaunchRows(db: DbOrTx, rows: LaunchRow[], viewerId: string | null) {
  const [makers, images] = await Promise.all([
    listLaunchMakerRows(
      db,
      rows.map((row) => row.id),
      viewerId,
    ),
    listGalleryImageRows(
      db,
      rows.flatMap((row) => row.galleryImageIds),
    ),
  ])
  return presentLaunches(rows, makers, images, viewerId !== null)
}

/**
 * A launch's page, for anyone who may see its project: visitors too. A cancelled launch is its
 * makers' only.
 */
export async function getLaunch(db: Db, launchId: string, viewer: PolicyViewer): Promise<Launch> {
  const viewerId = viewer?.id ?? null
  const row = await findLaunchRow(db, launchId, viewerId)
  assertVisible(row?.access ?? null, viewer, { use: 'read', notFound: launchTexts.notFound })
  if (row!.state === 'cancelled' && !row!.isMaker) throw notFound()
  const [launch] = await presentLaunchRows(db, [row!], viewerId)
  return launch!
}

/** A day's or a week's leaderboard (best counted first), or the upcoming launches by day. */
export async function listLaunches(
  db: Db,
  viewer: PolicyViewer,
  query: LaunchListQuery,
): Promise<Page<Launch>> {
  const viewerId = viewer?.id ?? null
  const { cursor, limit, topic } = query
  if (query.week && new Date(`${query.week}T00:00:00Z`).getUTCDay() !== 1) {
    throw new AppError('validation', launchTexts.weekInvalid)
  }
  // Each list has its own cursor: a leaderboard's counts, or Upcoming's day.
  const rankAfter = () => (cursor ? decodeRankCursor(cursor) : null)
  const scope = query.day
    ? { kind: 'day' as const, day: query.day, after: rankAfter() }
    : query.week
      ? { kind: 'week' as const, monday: query.week, after: rankAfter() }
      : { kind: 'upcoming' as const, after: cursor ? decodeDayCursor(cursor) : null }
  const rows = await listLaunchRows(db, scope, { viewerId, topic, limit })
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  const nextCursor =
    rows.length > limit && last
      ? scope.kind === 'upcoming'
        ? encodeDayCursor(last)
        : encodeRankCursor({ counted: last.countedVotesCount, votes: last.votesCount, id: last.id })
      : null
  return { items: await presentLaunchRows(db, page, viewerId), nextCursor }
}

/** The project's owner and accepted makers; 404 when the viewer may not see it, else 403. */
async function assertLaunchingMaker(tx: DbOrTx, projectId: string, viewer: Viewer) {
  const project = await lockProject(tx, projectId)
  const access = await findItemAccess(tx, 'project', projectId, viewer.id)
  assertVisible(access, viewer, { use: 'act', notFound: launchTexts.notFound })
  const makers = await projectMakerIds(tx, projectId, project!.ownerId)
  if (!makers.has(viewer.id)) throw new AppError('forbidden', launchTexts.notMaker)
  return { project: project!, makers }
}

function assertDay(day: string) {
  const problem = launchDayProblem(day, new Date())
  if (problem) throw new AppError('validation', launchTexts[problem], { day: launchTexts[problem] })
}

type Checked = { makers: Set<string>; projectId: string }

/** The launching makers and images must be the project's; the 30-day rule, under the lock. */
async function checkFields(
  tx: DbOrTx,
  viewer: Viewer,
  { makers, projectId }: Checked,
  fields: UpdateLaunch,
  launchId: string | null,
) {
  if (fields.makerIds?.some((id) => !makers.has(id))) {
    throw new AppError('validation', launchTexts.makerNotMaker, {
      makerIds: launchTexts.makerNotMaker,
    })
  }
  if (fields.galleryImageIds?.length) {
    const owned = await galleryIdsOf(tx, projectId, fields.galleryImageIds)
    if (fields.galleryImageIds.some((id) => !owned.has(id))) {
      throw new AppError('validation', launchTexts.imageNotInGallery, {
        galleryImageIds: launchTexts.imageNotInGallery,
      })
    }
  }
  if (fields.day) {
    assertDay(fields.day)
    if (
      await hasLaunchWithin(tx, projectId, fields.day, launchLimits.daysBetweenLaunches, launchId)
    ) {
      throw new AppError('conflict', launchTexts.tooSoon, { day: launchTexts.tooSoon })
    }
  }
  return fields.makerIds && [...new Set([viewer.id, ...fields.makerIds])]
}

/** Makers schedule a launch of their project for a day after today (decision 046). */
export async function scheduleLaunch(
  deps: LaunchesDeps,
  viewer: Viewer,
  projectId: string,
  input: ScheduleLaunch,
): Promise<Launch> {
  assertDay(input.day)
  const launchId = await deps.db.transaction(async (tx) => {
    const { project, makers } = await assertLaunchingMaker(tx, projectId, viewer)
    const makerIds = await checkFields(tx, viewer, { makers, projectId }, input, null)
    const { makerIds: _, ...fields } = input
    const id = await insertLaunch(tx, {
      ...fields,
      projectId,
      createdBy: viewer.id,
      category: project.category,
    })
    await replaceLaunchMakers(tx, id, makerIds ?? [viewer.id])
    return id
  })
  return getLaunch(deps.db, launchId, viewer)
}

/** Moves or edits a launch, or cancels it (`changes` null), until it starts. */
export async function changeLaunch(
  deps: LaunchesDeps,
  viewer: Viewer,
  launchId: string,
  changes: UpdateLaunch | null,
): Promise<Launch> {
  await deps.db.transaction(async (tx) => {
    const launch = await findLaunchForChange(tx, launchId)
    if (!launch) throw notFound()
    const { makers } = await assertLaunchingMaker(tx, launch.projectId, viewer)
    if (launch.state === 'cancelled') throw notFound()
    let done: boolean
    if (changes) {
      const makerIds = await checkFields(
        tx,
        viewer,
        { makers, projectId: launch.projectId },
        changes,
        launchId,
      )
      const { makerIds: _, ...fields } = changes
      done = await updateScheduledLaunch(tx, launchId, fields)
      if (done && makerIds) await replaceLaunchMakers(tx, launchId, makerIds)
    } else {
      done = await updateScheduledLaunch(tx, launchId, { state: 'cancelled' })
    }
    if (!done) throw new AppError('conflict', launchTexts.alreadyStarted)
  })
  return getLaunch(deps.db, launchId, viewer)
}
