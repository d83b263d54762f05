import { isRealDate } from '@common/calendar'
import { normaliseUuid } from '@common/ids'
import { AppError } from '../../lib/errors'

/*
 * Cursors of the launch lists, opaque to clients: a leaderboard's last row as its counted votes,
 * votes and id; Upcoming's as its day and id. Each part is checked, so a forged cursor is a 400,
 * never bad SQL.
 */
export type RankCursor = { counted: number; votes: number; id: string }
export type DayCursor = { day: string; id: string }

const encode = (parts: (string | number)[]) =>
  Buffer.from(parts.map(String).join('|')).toString('base64url')
const invalid = () => new AppError('bad_request', 'Invalid cursor')
const COUNT = /^\d{1,9}$/

export const encodeRankCursor = (row: RankCursor) => encode([row.counted, row.votes, row.id])
export const encodeDayCursor = (row: DayCursor) => encode([row.day, row.id])

function parts(cursor: string, count: number) {
  const raw = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (raw.length !== count) throw invalid()
  return raw
}

export function decodeRankCursor(cursor: string): RankCursor {
  const [counted = '', votes = '', rawId = ''] = parts(cursor, 3)
  const id = normaliseUuid(rawId)
  if (!COUNT.test(counted) || !COUNT.test(votes) || !id) throw invalid()
  return { counted: Number(counted), votes: Number(votes), id }
}

export function decodeDayCursor(cursor: string): DayCursor {
  const [day = '', rawId = ''] = parts(cursor, 2)
  const id = normaliseUuid(rawId)
  if (!isRealDate(day) || !id) throw invalid()
  return { day, id }
}
