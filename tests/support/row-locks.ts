import type pg from 'pg'

/**
 * Takes a lock in a transaction of its own and keeps it until `release()`: a writer that needs
 * the same lock pauses there, so a test can drive one interleaving of concurrent writes.
 */
export async function holdLock(pool: pg.Pool, lockSql: string, values: unknown[]) {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(lockSql, values)
  } catch (error) {
    client.release()
    throw error
  }
  return {
    client,
    release: async () => {
      try {
        await client.query('commit')
      } finally {
        client.release()
      }
    },
  }
}

/** Holds a comment's row as a delete or a reply's foreign key check would need it. */
export const holdCommentRow = (pool: pg.Pool, commentId: string) =>
  holdLock(pool, 'select 1 from comments where id = $1 for update', [commentId])

/**
 * Until this test's database has at least so many statements waiting: on a row (a row lock, or
 * a foreign key check's) and on an advisory lock. Polls each turn of the event loop, never a
 * fixed sleep, and reads what PostgreSQL says they wait for, not their SQL.
 */
export async function waitForLockWaiters(
  pool: pg.Pool,
  wanted: { row?: number; advisory?: number },
) {
  for (;;) {
    const { rows } = await pool.query<{ row: number; advisory: number }>(
      `select count(*) filter (where wait_event in ('transactionid', 'tuple'))::int as row,
              count(*) filter (where wait_event = 'advisory')::int as advisory
         from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )
    const waiting = rows[0]!
    if (waiting.row >= (wanted.row ?? 0) && waiting.advisory >= (wanted.advisory ?? 0)) return
    await new Promise((resolve) => setImmediate(resolve))
  }
}
