import { type CreateReport, type ReportResult, reportTexts } from '@common/reports'
import { limits } from '@common/texts'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import type { Viewer } from '../../plugins/session'
import { findReportTarget, insertReport, type ReportTarget, readReportCount } from './queries'

export type ReportsDeps = { db: Db; bus: EventBus }

/**
 * One report per member and item, with its reason and note, keyed on the item's stored id
 * whatever spelling arrived; a repeated report changes nothing (it answers the same, so a
 * double-click is harmless). The reports triggers recount report_count in the same transaction.
 */
export async function reportContent(
  deps: ReportsDeps,
  viewer: Viewer,
  input: CreateReport,
): Promise<ReportResult> {
  const target = await findReportTarget(deps.db, input.type, input.id)
  if (!target) throw new AppError('not_found', reportTexts.notFound)
  if (target.ownerId === viewer.id) throw new AppError('validation', reportTexts.ownContent)
  const newCount = await deps.db.transaction(async (tx) => {
    const added = await insertReport(tx, viewer.id, target, input)
    return added ? readReportCount(tx, target) : null
  })
  if (newCount === limits.reportHideThreshold) {
    await announceVisibilityChange(deps.bus, target, 'hidden')
  }
  return { type: target.type, id: target.id, reported: true }
}

/**
 * Live screens drop the item when reports hide it from everyone, and show it again when a
 * moderator's dismissal makes it visible. Projects and profiles have no live lists.
 */
export async function announceVisibilityChange(
  bus: EventBus,
  target: Pick<ReportTarget, 'type' | 'id' | 'postId'>,
  change: 'hidden' | 'visible',
): Promise<void> {
  if (target.type === 'post') {
    const type = change === 'hidden' ? 'post.removed' : 'post.restored'
    await bus.publish({ type, postId: target.id })
  } else if (target.type === 'comment' && target.postId) {
    const type = change === 'hidden' ? 'comment.removed' : 'comment.restored'
    await bus.publish({ type, postId: target.postId, commentId: target.id })
  }
}
