import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { commentVersions, postVersions, reports } from '../../db/schema'
import { excerpt, type TargetRef, targetKey } from './target-details'

/** Where each editable kind keeps its earlier texts (decisions 028 and 039). */
const historyOf = {
  post: { versions: postVersions, itemId: postVersions.postId },
  comment: { versions: commentVersions, itemId: commentVersions.commentId },
} as const

/**
 * For reported posts and comments edited since their first open report: the text they had when
 * that report was made (the version written before it and replaced after it), as an excerpt
 * like the preview's, by `targetKey`. One query per kind for a page; items not edited since are
 * absent.
 */
export async function findReportedTexts(
  db: DbOrTx,
  items: TargetRef[],
): Promise<Map<string, string>> {
  const found = await Promise.all(
    (['post', 'comment'] as const).map((type) =>
      reportedTextsOf(
        db,
        type,
        items.filter((item) => item.type === type).map((item) => item.id),
      ),
    ),
  )
  return new Map(found.flat())
}

async function reportedTextsOf(
  db: DbOrTx,
  type: keyof typeof historyOf,
  ids: string[],
): Promise<[string, string][]> {
  if (ids.length === 0) return []
  const { versions, itemId } = historyOf[type]
  const rows = await db
    .selectDistinctOn([itemId], { id: itemId, content: versions.content })
    .from(reports)
    .innerJoin(
      versions,
      and(
        sql`${itemId}::text = ${reports.reportedId}`,
        lte(versions.writtenAt, reports.createdAt),
        gt(versions.replacedAt, reports.createdAt),
      ),
    )
    .where(
      and(
        eq(reports.reportedType, type),
        eq(reports.status, 'open'),
        inArray(reports.reportedId, ids),
      ),
    )
    .orderBy(itemId, reports.createdAt)
  return rows.map((row) => [targetKey({ type, id: row.id }), excerpt(row.content)])
}
