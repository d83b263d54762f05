import type { DbOrTx } from '../db/client'

/**
 * A drizzle statement built and prepared once per database handle and key: a hot query's SQL is
 * not rebuilt from its builders on every request (drizzle's building was a fifth of a search
 * request's server time), and drizzle keeps the prepared statement per connection.
 */
export function preparedOnce<T>(
  db: DbOrTx,
  store: WeakMap<DbOrTx, Map<string, T>>,
  key: string,
  make: () => T,
): T {
  let statements = store.get(db)
  if (!statements) {
    statements = new Map()
    store.set(db, statements)
  }
  let statement = statements.get(key)
  if (!statement) {
    statement = make()
    statements.set(key, statement)
  }
  return statement
}
