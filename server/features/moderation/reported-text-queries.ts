import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { postVersions, reports } from '../../db/schema'
import { excerpt } from './target-details'

/**
 * For reported posts edited since their first open report: the text they had when that report
 * was made (the version written before it and replaced after it), as an excerpt like the
 * preview's. One query for a page; posts not edited since are absent.
 */
export async function findReportedTexts(
  db: DbOrTx,
  postIds: string[],
): Promise<Map<string, string>> {
  if (postIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([postVersions.postId], {
      postId: postVersions.postId,
      content: postVersions.content,
    })
    .from(reports)
    .innerJoin(
      postVersions,
      and(
        sql`${postVersions.postId}::text = ${reports.reportedId}`,
        lte(postVersions.writtenAt, reports.createdAt),
        gt(postVersions.replacedAt, reports.createdAt),
      ),
    )
    .where(
      and(
        eq(reports.reportedType, 'post'),
        eq(reports.status, 'open'),
        inArray(reports.reportedId, postIds),
      ),
    )
    .orderBy(postVersions.postId, reports.createdAt)
  return new Map(rows.map((row) => [row.postId, excerpt(row.content)]))
}
