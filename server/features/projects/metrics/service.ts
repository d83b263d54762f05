import type { MetricKind, MetricSource } from '@common/project-metrics'
import type { Db } from '../../../db/client'
import { decodeCursor } from '../../../lib/pagination'
import type { PolicyViewer } from '../../../policy/visibility'
import { findVisibleProject } from '../service'
import { listMetricRows } from './queries'

/** A page of one metric's history, for whoever may read the project (the numbers are public). */
export async function listProjectMetricPage(
  db: Db,
  options: {
    projectId: string
    metric: MetricKind
    source: MetricSource
    viewer: PolicyViewer
    cursor?: string
    limit: number
  },
) {
  const { projectId, metric, source, viewer, cursor, limit } = options
  await findVisibleProject(db, projectId, viewer)
  return listMetricRows(db, { projectId, metric, source, after: decodeCursor(cursor), limit })
}
