import { isRealDate, isRealTimestamp } from '@common/calendar'
import { normaliseUuid } from '@common/ids'
import { AppError } from '../../lib/errors'

/*
 * Cursors of the Explore lists sorted by a number (MRR, users, bookmarks, ranks): the sort
 * values of the last row and its id, opaque to clients. Lists sorted by a time use the shared
 * `lib/pagination` cursor. Each part is checked, so a forged cursor is a 400, never bad SQL.
 */

const INTEGER = /^-?\d{1,15}$/
const DECIMAL = /^-?\d{1,15}(\.\d{1,2})?$/
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const TAG = /^\w{1,50}$/
const TEXT_ID = /^[A-Za-z0-9_-]{1,64}$/

type Part = 'integer' | 'decimal' | 'date' | 'timestamp' | 'uuid' | 'textId' | 'tag'

const checks: Record<Part, (value: string) => string | null> = {
  integer: (value) => (INTEGER.test(value) ? value : null),
  decimal: (value) => (DECIMAL.test(value) ? value : null),
  date: (value) => (isRealDate(value) ? value : null),
  timestamp: (value) => (TIMESTAMP.test(value) && isRealTimestamp(value) ? value : null),
  uuid: (value) => normaliseUuid(value),
  textId: (value) => (TEXT_ID.test(value) ? value : null),
  tag: (value) => (TAG.test(value) ? value : null),
}

export function encodeParts(parts: (string | number)[]): string {
  return Buffer.from(parts.map(String).join('|')).toString('base64url')
}

/** The parts of a cursor in the order `shape` names them; 400 for anything else. */
export function decodeParts(cursor: string | undefined, shape: Part[]): string[] | null {
  if (!cursor) return null
  const invalid = () => new AppError('bad_request', 'Invalid cursor')
  const raw = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (raw.length !== shape.length) throw invalid()
  return shape.map((part, index) => {
    const value = checks[part](raw[index] ?? '')
    if (value === null) throw invalid()
    return value
  })
}
