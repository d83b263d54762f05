import type { ModerationQueueItem } from '@common/moderation'
import type { Page } from '@common/pagination'
import { decodeCursor } from '../../../lib/pagination'
import type { Viewer } from '../../../plugins/session'
import { assertModerator, type ModerationDeps } from '../service'
import { describeTargets, targetKey } from '../target-details'
import { findReportedTexts, findReportReasons, listQueueRows } from './queries'

/** Skeleton (grouped open reports), hydrate (previews, reasons and notes), present. */
export async function listReportQueue(
  { db }: Pick<ModerationDeps, 'db'>,
  viewer: Viewer,
  options: { cursor?: string; limit: number },
): Promise<Page<ModerationQueueItem>> {
  assertModerator(viewer)
  const after = decodeCursor(options.cursor, { idIsUuid: false })
  const page = await listQueueRows(db, after, options.limit)
  const [details, reportedTexts, why] = await Promise.all([
    describeTargets(db, page.items),
    findReportedTexts(db, page.items),
    findReportReasons(db, page.items),
  ])
  const items = page.items.flatMap((row) => {
    const target = details.get(targetKey(row))
    if (!target) return []
    return [
      {
        type: row.type,
        id: row.id,
        reportCount: row.reportCount,
        reporters: row.reporters.map((username) => ({ username })),
        reasons: why.reasons.get(targetKey(row)) ?? [],
        notes: why.notes.get(targetKey(row)) ?? [],
        lastReportedAt: row.lastReportedAt,
        author: target.owner,
        preview: {
          title: target.title,
          text: target.text,
          link: target.link,
          reportedText: reportedTexts.get(targetKey(row)) ?? null,
        },
      },
    ]
  })
  return { items, nextCursor: page.nextCursor }
}
