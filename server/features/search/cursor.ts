import { normaliseUuid } from '@common/ids'
import { z } from 'zod'
import { AppError } from '../../lib/errors'

/*
 * Search lists sort by computed keys (a relevance rank, whether a name starts with the term), so
 * their cursors carry those keys as well as the row's id: the next page starts strictly after the
 * last row, by the same ORDER BY, and a row is never repeated or skipped between pages. A rank
 * travels as PostgreSQL's own text of the real value, so it compares exactly on the way back.
 */

const rankText = z.string().regex(/^-?\d+(\.\d+)?(e-?\d+)?$/i)
const timestampText = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/)
const uuid = z.string().transform((id, ctx) => {
  const normal = normaliseUuid(id)
  if (!normal) ctx.addIssue({ code: 'custom', message: 'not a uuid' })
  return normal ?? ''
})

export const postCursorSchema = z.tuple([rankText, timestampText, uuid])
export const personCursorSchema = z.tuple([z.boolean(), z.string().max(64)])
export const projectCursorSchema = z.tuple([
  z.number().int().min(0).max(2),
  rankText,
  z.string().max(200),
  uuid,
])

export function encodeSearchCursor(values: readonly (string | number | boolean)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url')
}

/** The cursor's keys, or a 400 for anything a client made up. */
export function decodeSearchCursor<T extends z.ZodType>(
  cursor: string | undefined,
  schema: T,
): z.infer<T> | null {
  if (!cursor) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new AppError('bad_request', 'Invalid cursor')
  }
  const result = schema.safeParse(parsed)
  if (!result.success) throw new AppError('bad_request', 'Invalid cursor')
  return result.data
}
