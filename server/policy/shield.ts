import { type Column, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'

/*
 * A member's shields (issue 31) as SQL over the viewer's own rows: blocks, both ways, and mutes.
 * Each is a subquery of member ids that PostgreSQL runs once per statement (a hashed subplan),
 * so a list reads the viewer's blocks and mutes once, not once per row. visibility.ts applies
 * them in the same fragments as the other hiding rules; the aliases (`bl`, `mu`) keep clear of
 * the names those rules use.
 */

type ViewerId = string | Placeholder | SQL

/** Members on the other side of a block with the viewer: blocked by them, or blocking them. */
export const blockedEitherWay = (viewerId: ViewerId) =>
  sql`(select bl.blocked_id from blocks bl where bl.blocker_id = ${viewerId}
    union all select bl.blocker_id from blocks bl where bl.blocked_id = ${viewerId})`

const mutedNow = sql`(mu.expires_at is null or mu.expires_at > now())`

/** Members whose posts and comments the viewer muted (a notifications-only mute keeps them). */
export const mutedContent = (viewerId: ViewerId) =>
  sql`(select mu.muted_id from mutes mu where mu.muter_id = ${viewerId} and not mu.notifications_only and ${mutedNow})`

/** Members whose notifications the viewer muted: every mute in force. */
export const mutedNotifications = (viewerId: ViewerId) =>
  sql`(select mu.muted_id from mutes mu where mu.muter_id = ${viewerId} and ${mutedNow})`

/** Whether a block stands between two members, either way, as a boolean expression. */
export const blockBetween = (a: ViewerId | Column, b: ViewerId | Column) =>
  sql`exists (select 1 from blocks bl where (bl.blocker_id = ${a} and bl.blocked_id = ${b}) or (bl.blocker_id = ${b} and bl.blocked_id = ${a}))`

/** Whether a block stands between two members, either way. */
export async function isBlockedBetween(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const result = await db.execute<{ blocked: boolean }>(
    sql`select ${blockBetween(a, b)} as blocked`,
  )
  return result.rows[0]?.blocked === true
}

/** Of these members, those on the other side of a block with `userId`: one query for a list. */
export async function blockedAmong(db: DbOrTx, userId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>()
  const result = await db.execute<{ id: string }>(sql`
    select u.id from unnest(${sql.param(ids)}::text[]) as u(id) where ${blockBetween(sql`u.id`, userId)}`)
  return new Set(result.rows.map((row) => row.id))
}
