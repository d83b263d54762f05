import { type LaunchVoter, type LaunchVoteState, launchTexts } from '@common/launches'
import type { Page } from '@common/pagination'
import { safetyTexts } from '@common/safety'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import type { EventBus } from '../../../lib/event-bus'
import { decodeCursor, toPage } from '../../../lib/pagination'
import type { Viewer } from '../../../plugins/session'
import { assertVisible, type PolicyViewer } from '../../../policy/visibility'
import { notificationEvents, recordNotifications, withdrawNotifications } from '../../notifications'
import { getLaunch } from '../service'
import { deleteVote, findVoteState, findVoteTarget, insertVote, listVoterRows } from './queries'

/**
 * Votes (issue 32 §2): one per member, cast while the launch is live, withdrawn while its day
 * lasts. Each is one short transaction of one statement; the database keeps the counts. A block
 * between the voter and the project's owner or a launching maker refuses the vote (403), not
 * its withdrawal. A new vote then tells the launching makers (`launch_upvote`, grouped per
 * launch), and withdrawing takes that notice back, each after the vote's commit: the launch's
 * row stays locked only for the vote. A maker's own vote tells nobody.
 */
export async function setVote(
  { db, bus }: { db: Db; bus: EventBus },
  viewer: Viewer,
  launchId: string,
  on: boolean,
): Promise<LaunchVoteState> {
  const target = await findVoteTarget(db, launchId, viewer.id)
  assertVisible(target?.access ?? null, viewer, {
    use: on ? 'act' : 'undo',
    notFound: launchTexts.notFound,
  })
  if (target!.state === 'cancelled') throw new AppError('not_found', launchTexts.notFound)
  if (on && target!.blockedByMaker) throw new AppError('forbidden', safetyTexts.interactionRefused)
  if (!target!.open) {
    const ended = target!.state !== 'scheduled'
    throw new AppError('conflict', ended ? launchTexts.dayOver : launchTexts.notLive)
  }
  const changed = await (on ? insertVote : deleteVote)(db, launchId, viewer.id)
  const notices = target!.makerIds.map((makerId) => ({
    userId: makerId,
    actorId: viewer.id,
    type: 'launch_upvote' as const,
    projectId: target!.projectId,
    launchId,
    dedupeKey: `launch_upvote:${viewer.id}:${launchId}`,
  }))
  const told =
    changed && !target!.isMaker
      ? await (on ? recordNotifications : withdrawNotifications)(db, notices)
      : []
  // Open launch pages (following the thread's post) and the day's leaderboards hear of it (each
  // node reads the counts as they are then), and the makers' badges follow: one NOTIFY for all.
  await bus.publish([
    { type: 'launch.voted', launchId, day: target!.day, postId: target!.threadPostId },
    ...notificationEvents(told),
  ])
  const state = await findVoteState(db, launchId, viewer.id)
  return {
    voted: state.counted !== null,
    counted: state.counted === true,
    votesCount: state.votesCount,
    countedVotesCount: state.countedVotesCount,
  }
}

/** Who voted, newest first, for anyone who may read the launch. */
export async function listVoters(
  db: Db,
  viewer: PolicyViewer,
  launchId: string,
  page: { cursor?: string; limit: number },
): Promise<Page<LaunchVoter>> {
  await getLaunch(db, launchId, viewer)
  const rows = await listVoterRows(db, launchId, {
    viewerId: viewer?.id ?? null,
    after: decodeCursor(page.cursor, { idIsUuid: false }),
    limit: page.limit,
  })
  return toPage(rows, page.limit, (row) => ({ at: row.votedAt, id: row.id }))
}
