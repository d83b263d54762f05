import { limits } from '@common/limits'
import {
  type ModerationAction,
  type ModerationActionInput,
  type ModerationActionResult,
  type ModerationHistoryItem,
  moderationTexts,
} from '@common/moderation'
import type { Page } from '@common/pagination'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import { decodeCursor } from '../../lib/pagination'
import type { Storage } from '../../lib/storage'
import type { Viewer } from '../../plugins/session'
import { deletePost } from '../posts'
import { removeProjectFiles } from '../projects'
import { announceVisibilityChange, readReportCount } from '../reports'
import {
  closeOpenReports,
  deleteContent,
  findHistoryEntry,
  listHistoryRows,
  recordModerationAction,
  setBanned,
} from './queries'
import { summarise } from './summary'
import { describeTargets, type TargetDetails, targetKey } from './target-details'

export type ModerationDeps = { db: Db; bus: EventBus; storage: Storage }

/** Every moderation call starts here: 403 for members, and for a moderator who is banned. */
export function assertModerator(viewer: Viewer) {
  if (viewer.role !== 'moderator' || viewer.banned) {
    throw new AppError('forbidden', moderationTexts.moderatorsOnly)
  }
}

export async function listModerationHistory(
  { db }: Pick<ModerationDeps, 'db'>,
  viewer: Viewer,
  options: { cursor?: string; limit: number },
): Promise<Page<ModerationHistoryItem>> {
  assertModerator(viewer)
  return listHistoryRows(db, decodeCursor(options.cursor), options.limit)
}

/**
 * Dismiss, remove, ban or unban, recorded in the history. A profile's removal is its ban.
 * Closing reports recounts report_count (reports triggers), so a dismissed item shows again.
 */
export async function applyModerationAction(
  deps: ModerationDeps,
  moderator: Viewer,
  input: ModerationActionInput,
): Promise<ModerationActionResult> {
  assertModerator(moderator)
  const target = (await describeTargets(deps.db, [input])).get(targetKey(input))
  if (!target) throw new AppError('not_found', moderationTexts.notFound)
  const action = input.type === 'profile' && input.action === 'remove' ? 'ban' : input.action
  if (action === 'ban' && target.owner.id === moderator.id) {
    throw new AppError('validation', moderationTexts.cannotBanYourself)
  }
  // Reuses the author's delete, which also removes the post's images from storage.
  if (action === 'remove' && target.type === 'post') await deletePost(deps, moderator, target.id)

  let wasHiddenByReports = false
  const { closedReports, entryId } = await deps.db.transaction(async (tx) => {
    let closed = 0
    if (action === 'dismiss') {
      // Dismissing closes every open report: an item they hid becomes visible again.
      wasHiddenByReports = (await readReportCount(tx, target)) >= limits.reportHideThreshold
      closed = await closeOpenReports(tx, target, 'dismissed', moderator.id)
    } else if (action === 'remove' || action === 'ban') {
      closed = await closeOpenReports(tx, target, 'actioned', moderator.id)
    }
    if (action === 'remove' && (target.type === 'comment' || target.type === 'project')) {
      await deleteContent(tx, target.type, target.id)
    } else if (action === 'ban' || action === 'unban') {
      await setBanned(tx, target.owner.id, action === 'ban')
    }
    const id = await recordModerationAction(tx, {
      moderatorId: moderator.id,
      action,
      targetType: target.type,
      targetId: target.id,
      subjectUserId: target.owner.id,
      summary: summarise(action, target, closed),
    })
    return { closedReports: closed, entryId: id }
  })
  if (action === 'remove' && target.type === 'project') {
    await removeProjectFiles(deps.storage, [target.id])
  }
  await announceAction(deps.bus, action, target, wasHiddenByReports)
  const entry = await findHistoryEntry(deps.db, entryId)
  return { closedReports, entry: entry! }
}

/** What live screens must drop or show again (a removed post was announced by its deletion). */
async function announceAction(
  bus: EventBus,
  action: ModerationAction,
  target: TargetDetails,
  wasHiddenByReports: boolean,
) {
  if (action === 'ban') await bus.publish({ type: 'author.hidden', userId: target.owner.id })
  else if (action === 'unban') {
    await bus.publish({ type: 'author.restored', userId: target.owner.id })
  } else if (action === 'remove' && target.type === 'comment' && target.postId) {
    await bus.publish({ type: 'comment.removed', postId: target.postId, commentId: target.id })
  } else if (action === 'dismiss' && wasHiddenByReports) {
    await announceVisibilityChange(bus, target, 'visible')
  }
}
