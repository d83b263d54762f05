import { z } from 'zod'
import { text } from './strings'
import { limits } from './texts'

/** `?cursor=...&limit=...` on every list. */
export const pageQuerySchema = z.object({
  cursor: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(limits.pageSize),
})

/** `{ items, nextCursor }`: nextCursor is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() })
}
export type Page<T> = { items: T[]; nextCursor: string | null }
