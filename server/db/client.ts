import { createHash } from 'node:crypto'
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
  /** How long a query waits for a free connection before failing with 503 (default 5 s). */
  connectionTimeoutMillis?: number
  /** Errors of idle pooled connections (e.g. the server restarted); the pool replaces them. */
  onError?: (error: Error) => void
  /**
   * Connections that always use a statement's generic plan (`plan_cache_mode`), for statements
   * whose custom plans cost more to make than to run (decision 041). Off by default: PostgreSQL's
   * own choice suits most statements (after five runs it keeps the generic plan if no dearer).
   */
  genericPlans?: boolean
}

/** Distinct statement texts get names up to this many; the code has a few hundred at most. */
const MAX_NAMED_STATEMENTS = 5000
const statementNames = new Map<string, string>()

function statementName(text: string): string | undefined {
  let name = statementNames.get(text)
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    statementNames.set(text, name)
  }
  return name
}

type QueryConfigLike = { text?: unknown; name?: unknown }
const baseQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown

/**
 * A pg client that names every parameterised statement after its text, so each pooled
 * connection parses and plans it once and then only binds and executes it. Measured: planning
 * the feed's subqueries cost more than running them, and unnamed statements are planned again on
 * every call. Statements without parameters (BEGIN, COMMIT, SELECT 1, DDL) stay unnamed.
 */
class NamedStatementClient extends pg.Client {}
Object.defineProperty(NamedStatementClient.prototype, 'query', {
  value: function query(this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
    const candidate = config as QueryConfigLike | null
    if (
      candidate &&
      typeof candidate === 'object' &&
      typeof candidate.text === 'string' &&
      candidate.name === undefined &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = statementName(candidate.text)
      if (name) return baseQuery.call(this, { ...candidate, name }, values, ...rest)
    }
    return baseQuery.call(this, config, values, ...rest)
  },
})

/** Whether the database answers now: health, and telling an outage from a real failure. */
export async function databaseAnswers(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('SELECT 1')
    return true
  } catch {
    return false
  }
}

/**
 * Generic plans, and no parallel workers: a generic plan guesses the rows a bound value selects,
 * and a guess made a parallel walk of the newest posts look cheaper; starting its workers took
 * many times longer than the statement runs (decision 041).
 */
const GENERIC_PLAN_OPTIONS =
  '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0'

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  // A stopped database fails requests within seconds (503) instead of leaving them hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    Client: NamedStatementClient,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    ...(options.genericPlans ? { options: GENERIC_PLAN_OPTIONS } : {}),
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
