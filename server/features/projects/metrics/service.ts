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
    metric: 'users' | 'mrr'
    viewer: PolicyViewer
    cursor?: string
    limit: number
  },
) {
  const { projectId, metric, viewer, cursor, limit } = options
  await findVisibleProject(db, projectId, viewer)
  return listMetricRows(db, { projectId, metric, after: decodeCursor(cursor), limit })
}
