import { launchTexts } from '@common/launches'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import type { Viewer } from '../../../plugins/session'
import { assertModerator, recordModerationAction } from '../../moderation'
import { getLaunch } from '../service'
import { disqualifyLaunchRow, findCounts, lockLaunchForModeration, voidVoteRow } from './queries'

async function lockedLaunch(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: string) {
  const launch = await lockLaunchForModeration(tx, id)
  if (!launch || launch.state === 'cancelled') throw new AppError('not_found', launchTexts.notFound)
  return launch
}

/**
 * A moderator disqualifies a launch (issue 32 §3), with a reason the launch page shows: it leaves
 * the leaderboards and takes no more votes; ranks already frozen for others stay. Logged on its
 * project in the moderation history, in the same transaction.
 */
export async function disqualifyLaunch(db: Db, viewer: Viewer, launchId: string, reason: string) {
  assertModerator(viewer)
  await db.transaction(async (tx) => {
    const launch = await lockedLaunch(tx, launchId)
    await disqualifyLaunchRow(tx, launchId, reason)
    await recordModerationAction(tx, {
      moderatorId: viewer.id,
      action: 'disqualify',
      targetType: 'project',
      targetId: launch.projectId,
      subjectUserId: launch.ownerId,
      summary: launchTexts.disqualified(launch.projectName, launch.day, reason),
    })
  })
  return getLaunch(db, launchId, viewer)
}

/** A moderator voids a member's vote on a launch: it stays in the total, out of the rank. */
export async function voidVote(db: Db, viewer: Viewer, launchId: string, username: string) {
  assertModerator(viewer)
  return db.transaction(async (tx) => {
    const launch = await lockedLaunch(tx, launchId)
    const vote = await voidVoteRow(tx, launchId, username)
    if (!vote) throw new AppError('not_found', launchTexts.voterNotFound)
    await recordModerationAction(tx, {
      moderatorId: viewer.id,
      action: 'void_votes',
      targetType: 'profile',
      targetId: vote.memberId,
      subjectUserId: vote.memberId,
      summary: launchTexts.voided(username, launch.projectName),
    })
    return findCounts(tx, launchId)
  })
}
