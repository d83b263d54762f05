import type { FailedJob } from '@common/jobs'
import type { Page } from '@common/pagination'
import type pg from 'pg'
import { cursorTimestampSql, type Keyset, toPage } from '../../lib/pagination'
import { JOB_SCHEMA } from './queue'

const ERROR_CHARS = 300

type FailedRow = {
  id: string
  kind: string
  attempts: number
  createdAt: string
  failedAt: string
  error: string | null
}

/**
 * Jobs whose retries ran out, newest failure first: pg-boss keeps them `failed` in its job
 * table, then moves them to its archive after 12 hours (deleted after 7 days). Both are read.
 * Before any node started the queue the schema does not exist, and nothing has failed.
 */
export async function listFailedJobRows(
  pool: pg.Pool,
  after: Keyset | null,
  limit: number,
): Promise<Page<FailedJob>> {
  const { rows: found } = await pool.query<{ exists: boolean }>(
    `select to_regclass($1) is not null as exists`,
    [`${JOB_SCHEMA}.archive`],
  )
  if (!found[0]?.exists) return { items: [], nextCursor: null }
  const columns = `id, name as kind, retry_count + 1 as attempts,
      ${cursorTimestampSql('created_on')} as "createdAt",
      ${cursorTimestampSql('completed_on')} as "failedAt",
      left(output->>'message', ${ERROR_CHARS}) as error, completed_on`
  const { rows } = await pool.query<FailedRow>(
    `select * from (
       select ${columns} from ${JOB_SCHEMA}.job where state = 'failed'
       union all
       select ${columns} from ${JOB_SCHEMA}.archive where state = 'failed'
     ) failed
     where $1::timestamptz is null or (completed_on, id) < ($1::timestamptz, $2::uuid)
     order by completed_on desc, id desc
     limit $3`,
    [after?.at ?? null, after?.id ?? null, limit + 1],
  )
  const page = toPage(rows, limit, (row) => ({ at: row.failedAt, id: row.id }))
  return {
    items: page.items.map(({ id, kind, attempts, createdAt, failedAt, error }) => ({
      id,
      kind,
      attempts,
      createdAt,
      failedAt,
      error: error ?? '',
    })),
    nextCursor: page.nextCursor,
  }
}

/**
 * A moderator's retry (decision 027): the failed job runs once more, as pg-boss's own retry
 * does (state `retry`, one more attempt allowed), whether it is still in the job table or was
 * archived since (then it moves back). One statement: of two retries at once only one finds the
 * job failed. Its kind, or null when no failed job has this id.
 */
export async function retryFailedJobRow(pool: pg.Pool, id: string): Promise<string | null> {
  const { rows: found } = await pool.query<{ exists: boolean }>(
    `select to_regclass($1) is not null as exists`,
    [`${JOB_SCHEMA}.archive`],
  )
  if (!found[0]?.exists) return null
  const { rows } = await pool.query<{ name: string }>(
    `with revived as (
       update ${JOB_SCHEMA}.job
       set state = 'retry', retry_limit = retry_limit + 1, start_after = now(),
         keep_until = greatest(keep_until, now() + interval '14 days')
       where id = $1 and state = 'failed'
       returning name
     ), restored as (
       delete from ${JOB_SCHEMA}.archive
       where id = $1 and state = 'failed' and not exists (select 1 from revived)
       returning *
     ), reinserted as (
       insert into ${JOB_SCHEMA}.job (id, name, priority, data, state, retry_limit, retry_count,
         retry_delay, retry_backoff, start_after, singleton_key, singleton_on, expire_in,
         created_on, keep_until, output, dead_letter, policy)
       select id, name, priority, data, 'retry', retry_limit + 1, retry_count, retry_delay,
         retry_backoff, now(), singleton_key, singleton_on, expire_in, created_on,
         now() + interval '14 days', output, dead_letter, policy
       from restored
       returning name
     )
     select name from revived union all select name from reinserted`,
    [id],
  )
  return rows[0]?.name ?? null
}
