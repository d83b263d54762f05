import { launchTexts } from '@common/launches'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import type { EventBus } from '../../../lib/event-bus'
import { commentMentionNotices, findCommentMentions } from '../../comments'
import type { JobQueue } from '../../jobs'
import { announceNotifications, recordNotifications } from '../../notifications'
import { announcePost, checkNewPost, type WrittenPost, writePost } from '../../posts'
import { insertProjectUpdate, notifyProjectFollowers } from '../../projects'
import {
  attachThread,
  claimLaunch,
  dueLaunchIds,
  endOverDays,
  freezeOverWeeks,
  notifyLaunchMakersAndAskers,
  notifyMakersFollowers,
  notifyTopRanked,
} from './queries'

type DayDeps = { db: Db; bus: EventBus; log: FastifyBaseLogger }

/** How often (times JOB_TIME_SCALE) a pass opens and ends launch days: this late at most. */
const PASS_SECONDS = 30
const PASS_KEY = 'launch-days'
/** Launches opened per pass; any left over are opened by the next one. */
const OPEN_BATCH = 100

/**
 * Opens one launch, in one transaction: live from now, its thread's post written by the maker
 * who scheduled it (a "launched" milestone of the project: the project's timeline, followers'
 * feeds), the first comment on it, and one notice per member (decision 046): the launching
 * makers hear it is live, the members who asked that it launched, then the project's followers
 * and the makers' followers get the milestone notice. Null if another pass took it.
 */
async function openLaunch(deps: DayDeps, launchId: string): Promise<WrittenPost | null> {
  return deps.db.transaction(async (tx) => {
    const launch = await claimLaunch(tx, launchId)
    if (!launch) return null
    const text = launchTexts.launchedPost(launch.project_name, launch.tagline, launch.tags)
    const checked = await checkNewPost(tx, text, 0, launch.author_id)
    return writePost(tx, launch.author_id, checked, [], async (_, postId) => {
      await insertProjectUpdate(tx, postId, launch.project_id, {
        kind: 'launched',
        value: null,
        text: null,
      })
      const commentId = await attachThread(tx, {
        id: launchId,
        postId,
        authorId: launch.author_id,
        firstComment: launch.first_comment,
      })
      // In this order: each is told once (one key), by the first notice that names them.
      const audience = { launchId, postId, projectId: launch.project_id, actorId: launch.author_id }
      const told = await notifyLaunchMakersAndAskers(tx, audience)
      const followers = await notifyProjectFollowers(tx, { ...audience, isMilestone: true })
      const makersFollowers = await notifyMakersFollowers(tx, audience)
      // The first comment is a comment like any other: whom it mentions hears of it, once it is
      // posted (at the opening), never across a block.
      const mentioned = await findCommentMentions(tx, launch.first_comment, launch.author_id)
      const mentionNotices = commentMentionNotices(mentioned, {
        actorId: launch.author_id,
        postId,
        commentId,
        alreadyTold: [launch.author_id],
      })
      const mentionedTold = await recordNotifications(tx, mentionNotices)
      return [...told, ...followers, ...makersFollowers, ...mentionedTold]
    })
  })
}

/** Opens the launches whose day has come; each is announced after its commit. */
export async function openDueLaunches(deps: DayDeps): Promise<number> {
  let opened = 0
  for (const id of await dueLaunchIds(deps.db, OPEN_BATCH)) {
    let written: WrittenPost | null
    try {
      written = await openLaunch(deps, id)
    } catch (error) {
      // One launch that cannot open (its transaction rolled back) keeps no other waiting; it is
      // tried again at the next pass.
      deps.log.error({ err: error, launchId: id }, 'a launch could not open')
      continue
    }
    if (!written) continue
    opened += 1
    await announcePost(deps.bus, written)
  }
  return opened
}

/**
 * Ends the days that are over, freezing their ranks, then the weeks that are over; the makers of
 * a day's or a week's top 3 are told, once each, and their badges follow after the commit.
 */
export async function freezeOverRanks(deps: Pick<DayDeps, 'db' | 'bus'>) {
  const frozen = await deps.db.transaction(async (tx) => {
    const ended = await endOverDays(tx)
    const weekRanked = await freezeOverWeeks(tx)
    const told = [
      ...(await notifyTopRanked(tx, ended, 'day')),
      ...(await notifyTopRanked(tx, weekRanked, 'week')),
    ]
    return { ended, weekRanked, told }
  })
  await announceNotifications(deps.bus, [...new Set(frozen.told)])
  return { ended: frozen.ended, weekRanked: frozen.weekRanked }
}

/**
 * Launch days run on one chain of passes on the job queue (like scheduled posts, decision 030):
 * a single waiting pass across all nodes, each queueing the next, every node working it. A pass
 * opens the day's launches, then ends the days that are over and freezes the ranks.
 */
export async function startLaunchDays(queue: JobQueue, deps: DayDeps) {
  await queue.work('launch-day-pass', async () => {
    try {
      await openDueLaunches(deps)
      await freezeOverRanks(deps)
    } finally {
      await queue.send(
        'launch-day-pass',
        {},
        { afterSeconds: PASS_SECONDS, singletonKey: PASS_KEY },
      )
    }
  })
  await queue.send('launch-day-pass', {}, { singletonKey: PASS_KEY })
}
