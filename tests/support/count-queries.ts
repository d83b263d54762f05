import { AsyncLocalStorage } from 'node:async_hooks'
import type pg from 'pg'

const inAction = new AsyncLocalStorage<true>()

/**
 * Counts the SQL queries `action` sends through `pool`. By default only queries made on the
 * action's own asynchronous path count: work the app does in the background meanwhile (completing
 * live events of earlier writes, say) is not the action's cost and would make counts depend on
 * timing. `scope: 'all'` counts everything, for tests about that background work itself.
 */
export async function countQueries(
  pool: pg.Pool,
  action: () => Promise<void>,
  { scope = 'action' }: { scope?: 'action' | 'all' } = {},
): Promise<number> {
  const original = pool.query.bind(pool)
  let count = 0
  pool.query = ((...args: Parameters<typeof original>) => {
    if (scope === 'all' || inAction.getStore()) count++
    return original(...args)
  }) as typeof pool.query
  try {
    await inAction.run(true, action)
  } finally {
    pool.query = original
  }
  return count
}
