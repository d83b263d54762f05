import { jobTexts } from '@common/job-texts'
import type { FailedJob } from '@common/jobs'
import type { Page } from '@common/pagination'
import type pg from 'pg'
import { AppError } from '../../lib/errors'
import { decodeCursor } from '../../lib/pagination'
import type { Viewer } from '../../plugins/session'
import { assertModerator } from '../moderation'
import { listFailedJobRows, retryFailedJobRow } from './queries'

/** Jobs whose retries ran out, newest failure first: moderators only (decision 027). */
export async function listFailedJobs(
  { pool }: { pool: pg.Pool },
  viewer: Viewer,
  options: { cursor?: string; limit: number },
): Promise<Page<FailedJob>> {
  assertModerator(viewer)
  return listFailedJobRows(pool, decodeCursor(options.cursor), options.limit)
}

/** Runs a failed job once more (an SMTP outage is over): moderators only. */
export async function retryFailedJob({ pool }: { pool: pg.Pool }, viewer: Viewer, id: string) {
  assertModerator(viewer)
  if (!(await retryFailedJobRow(pool, id))) throw new AppError('not_found', jobTexts.notFailed)
}
