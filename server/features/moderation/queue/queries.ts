import type { ModerationQueueItem } from '@common/moderation'
import type { ReportedType } from '@common/reports'
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { commentVersions, postVersions, reports } from '../../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../../lib/pagination'
import { excerpt, type TargetRef, targetKey } from '../target-details'

export type QueueRow = {
  type: ReportedType
  id: string
  reportCount: number
  reporters: string[]
  lastReportedAt: string
}

const REPORTERS_SHOWN = 20

// Reports on deleted content stay 'open' in the table; the queue only lists items that exist.
const targetExists = sql`case r.reported_type
  when 'post' then exists (select 1 from posts x where x.id = r.reported_id::uuid)
  when 'comment' then exists (select 1 from comments x where x.id = r.reported_id::uuid)
  when 'project' then exists (select 1 from projects x where x.id = r.reported_id::uuid)
  else exists (select 1 from profiles x where x.id = r.reported_id) end`

const itemKey = sql`(r.reported_type || ':' || r.reported_id)`
const lastReported = sql`max(r.created_at)`

/**
 * Open reports grouped by item, the most recently reported item first. Reports by banned members
 * are left out, as report_count leaves them out, so the count shown is the one that hides.
 */
export async function listQueueRows(db: DbOrTx, after: Keyset | null, limit: number) {
  const result = await db.execute<QueueRow>(sql`
    select r.reported_type as "type", r.reported_id as "id", count(*)::int as "reportCount",
      (array_agg(rp.username order by r.created_at desc))[1:${sql.raw(String(REPORTERS_SHOWN))}] as "reporters",
      ${sql.raw(cursorTimestampSql('max(r.created_at)'))} as "lastReportedAt"
    from reports r join profiles rp on rp.id = r.user_id
    where r.status = 'open' and not rp.banned and ${targetExists}
    group by r.reported_type, r.reported_id
    ${after ? sql`having ${keysetCondition(lastReported, itemKey, after, { idType: 'text' })}` : sql``}
    order by ${lastReported} desc, ${itemKey} desc
    limit ${limit + 1}`)
  return toPage(result.rows, limit, (row) => ({
    at: row.lastReportedAt,
    id: `${row.type}:${row.id}`,
  }))
}

type ReasonCount = ModerationQueueItem['reasons'][number]
type ReportNote = ModerationQueueItem['notes'][number]

const NOTES_SHOWN = 20

/**
 * Why a page's items were reported, by `targetKey`: each reason of their open reports (by unbanned
 * members, as the count) with how many gave it, most given first, and the latest notes with who
 * wrote them. One query each for a page.
 */
export async function findReportReasons(
  db: DbOrTx,
  items: TargetRef[],
): Promise<{ reasons: Map<string, ReasonCount[]>; notes: Map<string, ReportNote[]> }> {
  const reasons = new Map<string, ReasonCount[]>()
  const notes = new Map<string, ReportNote[]>()
  if (items.length === 0) return { reasons, notes }
  const keys = items.map(targetKey)
  const openOnItems = sql`r.status = 'open' and not rp.banned
    and r.reported_id in ${items.map((item) => item.id)}
    and (r.reported_type || ':' || r.reported_id) in ${keys}`
  const [counted, written] = await Promise.all([
    db.execute<{ type: ReportedType; id: string } & ReasonCount>(sql`
      select r.reported_type as "type", r.reported_id as "id", r.reason, count(*)::int as "count"
      from reports r join profiles rp on rp.id = r.user_id
      where ${openOnItems}
      group by r.reported_type, r.reported_id, r.reason
      order by count(*) desc, r.reason nulls last`),
    db.execute<{ type: ReportedType; id: string } & ReportNote>(sql`
      select "type", "id", username, reason, note, "createdAt" from (
        select r.reported_type as "type", r.reported_id as "id", rp.username, r.reason, r.note,
          ${sql.raw(cursorTimestampSql('r.created_at'))} as "createdAt",
          row_number() over (partition by r.reported_type, r.reported_id
            order by r.created_at desc, r.id desc) as n
        from reports r join profiles rp on rp.id = r.user_id
        where ${openOnItems} and r.note is not null
      ) latest
      where n <= ${NOTES_SHOWN}
      order by "createdAt" desc`),
  ])
  for (const { type, id, reason, count } of counted.rows) {
    const key = targetKey({ type, id })
    reasons.set(key, [...(reasons.get(key) ?? []), { reason, count }])
  }
  for (const { type, id, username, reason, note, createdAt } of written.rows) {
    const key = targetKey({ type, id })
    notes.set(key, [...(notes.get(key) ?? []), { username, reason, note, createdAt }])
  }
  return { reasons, notes }
}

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
