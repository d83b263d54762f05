import type { DbOrTx } from '../db/client'

/** Every handle's statements by key; a handle that goes away (a transaction) takes its own. */
const statements = new WeakMap<DbOrTx, Map<string, unknown>>()

/**
 * A drizzle statement built and prepared once per database handle and key: a hot query's SQL is
 * not rebuilt from its builders on every request (drizzle's building was a fifth of a search
 * request's server time), and drizzle keeps the prepared statement per connection. The key names
 * one statement text for the whole server: use the statement's own name (or a prefix of the
 * caller's), so two callers never share one.
 */
export function preparedOnce<T>(db: DbOrTx, key: string, make: () => T): T {
  let byKey = statements.get(db)
  if (!byKey) {
    byKey = new Map()
    statements.set(db, byKey)
  }
  if (!byKey.has(key)) byKey.set(key, make())
  return byKey.get(key) as T
}
