import type { MetricKind, MetricSource } from '@common/project-metrics'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { projectMetrics } from '../../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../../lib/pagination'

const recordedAt = sql<string>`${sql.raw(cursorTimestampSql('"project_metrics"."recorded_at"'))}`

/** One metric's history, newest first, walking (project_id, metric, recorded_at, id). */
export async function listMetricRows(
  db: DbOrTx,
  options: {
    projectId: string
    metric: MetricKind
    source: MetricSource
    after: Keyset | null
    limit: number
  },
) {
  const { projectId, metric, source, after, limit } = options
  const rows = await db
    .select({
      id: projectMetrics.id,
      value: projectMetrics.value,
      source: projectMetrics.source,
      currency: projectMetrics.currency,
      recordedAt,
    })
    .from(projectMetrics)
    .where(
      and(
        eq(projectMetrics.projectId, projectId),
        eq(projectMetrics.metric, metric),
        eq(projectMetrics.source, source),
        keysetCondition(projectMetrics.recordedAt, projectMetrics.id, after),
      ),
    )
    .orderBy(desc(projectMetrics.recordedAt), desc(projectMetrics.id))
    .limit(limit + 1)
  const page = toPage(rows, limit, (row) => ({ at: row.recordedAt, id: row.id }))
  return {
    items: page.items.map((row) => ({
      value: Number(row.value),
      recordedAt: row.recordedAt,
      source: row.source === 'verified' ? ('verified' as const) : ('self_reported' as const),
      currency: row.currency,
    })),
    nextCursor: page.nextCursor,
  }
}
