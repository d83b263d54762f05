import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = NodePgDatabase<Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Queries take either, so a service can run them inside or outside a transaction. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  pool: pg.Pool
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** Pool size (pg's default is 10). */
  max?: number
  /** Errors of idle pooled connections (e.g. the server restarted); the pool replaces them. */
  onError?: (error: Error) => void
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  // A stopped database fails requests within seconds (503) instead of leaving them hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    connectionTimeoutMillis: 5000,
  })
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => options.onError?.(error))
  const db = drizzle(pool, { schema })
  let closing: Promise<void> | undefined
  return {
    db,
    pool,
    close: () => {
      closing ??= pool.end()
      return closing
    },
  }
}
