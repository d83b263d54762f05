import type pg from 'pg'

/** How many SQL queries `action` sends through `pool`: lists must not grow with page size. */
export async function countQueries(pool: pg.Pool, action: () => Promise<void>): Promise<number> {
  const original = pool.query.bind(pool)
  let count = 0
  pool.query = ((...args: Parameters<typeof original>) => {
    count++
    return original(...args)
  }) as typeof pool.query
  try {
    await action()
  } finally {
    pool.query = original
  }
  return count
}
