import type { FailedJob } from '@common/jobs'
import type { Page } from '@common/pagination'
import type pg from 'pg'
import { decodeCursor } from '../../lib/pagination'
import type { Viewer } from '../../plugins/session'
import { assertModerator } from '../moderation'
import { listFailedJobRows } from './failed-job-queries'

/** Jobs whose retries ran out, newest failure first: moderators only (decision 027). */
export async function listFailedJobs(
  { pool }: { pool: pg.Pool },
  viewer: Viewer,
  options: { cursor?: string; limit: number },
): Promise<Page<FailedJob>> {
  assertModerator(viewer)
  return listFailedJobRows(pool, decodeCursor(options.cursor), options.limit)
}
