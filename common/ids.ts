import { z } from 'zod'

export const idTexts = { invalid: 'Invalid id' } as const

/**
 * Posts, comments, projects and notifications have PostgreSQL uuids. Any case is accepted and the
 * lower-case spelling (the one PostgreSQL prints) comes out, so an id that is compared or stored
 * as text (reports, notification keys, live-event filters, cursors) has one spelling per item.
 */
export const uuidSchema = z.uuid({ error: idTexts.invalid }).toLowerCase()

/**
 * A member's id is their better-auth user id: 32 random letters and digits by default, where
 * case matters (`a` and `A` are two ids), so it is checked for shape and kept as sent. Seeded and
 * older rows may also hold `_` and `-`.
 */
export const userIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, idTexts.invalid)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The stored spelling of a uuid, or null when `value` is not one (for ids parsed outside zod). */
export function normaliseUuid(value: string): string | null {
  return UUID.test(value) ? value.toLowerCase() : null
}
