import { isRealTimestamp } from '@common/calendar'
import { normaliseUuid } from '@common/ids'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { AppError } from './errors'

/**
 * Keyset cursors: the sort key of the last row of a page, opaque to clients. Timestamps travel
 * as PostgreSQL text with microseconds, so no row is skipped or repeated between pages. A time
 * that does not exist (2024-02-30) is refused like every date the API takes.
 */
export type Keyset = { at: string; id: string }

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(`${keyset.at}|${keyset.id}`).toString('base64url')
}

/** `idIsUuid` for tables keyed by uuid, so a forged cursor never reaches SQL as a bad cast. */
export function decodeCursor(cursor: string | undefined, { idIsUuid = true } = {}): Keyset | null {
  if (!cursor) return null
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  // A uuid comes back in its stored (lower-case) spelling, like every id that arrives.
  const key = id && (idIsUuid ? normaliseUuid(id) : id.length <= 64 ? id : null)
  if (!at || !key || rest.length > 0 || !TIMESTAMP.test(at) || !isRealTimestamp(at)) {
    throw new AppError('bad_request', 'Invalid cursor')
  }
  return { at, id: key }
}

/** Rows fetched with `limit + 1`: the page, and the cursor of its last row if more follow. */
export function toPage<T>(rows: T[], limit: number, keysetOf: (row: T) => Keyset) {
  const hasMore = rows.length > limit
  const items = hasMore ? rows.slice(0, limit) : rows
  const last = items[items.length - 1]
  return { items, nextCursor: hasMore && last ? encodeCursor(keysetOf(last)) : null }
}

/** SQL expression rendering a timestamptz as the cursor's UTC text. */
export const cursorTimestampSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/**
 * A prepared statement's cursor: bound at execution as `afterAt` and `afterId` (pass
 * `{ afterAt: after.at, afterId: after.id }` to `execute`), so one plan serves every page.
 */
export const keysetPlaceholders = {
  at: sql.placeholder('afterAt'),
  id: sql.placeholder('afterId'),
} as const

type KeysetValues = Keyset | typeof keysetPlaceholders

/**
 * The keyset condition of a list sorted by `(at, id)`: rows before the cursor for newest-first
 * lists, after it for oldest-first ones (a thread). Undefined on the first page, so it drops out
 * of `and(...)`. `idType` casts the cursor's id like the column (text ids are not uuids). The
 * cursor is a value, or `keysetPlaceholders` in a prepared statement.
 */
export function keysetCondition(
  at: SQLWrapper,
  id: SQLWrapper,
  after: KeysetValues | null,
  {
    direction = 'before',
    idType = 'uuid',
  }: { direction?: 'before' | 'after'; idType?: 'uuid' | 'text' } = {},
): SQL | undefined {
  if (!after) return undefined
  const op = sql.raw(direction === 'before' ? '<' : '>')
  const cursorId = idType === 'uuid' ? sql`${after.id}::uuid` : sql`${after.id}`
  return sql`(${at}, ${id}) ${op} (${after.at}::timestamptz, ${cursorId})`
}
