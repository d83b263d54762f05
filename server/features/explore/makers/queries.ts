import type { NewMaker } from '@common/explore'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { makerDismissals } from '../../../db/schema'
import { cursorTimestampSql } from '../../../lib/pagination'
import { visibleProfiles, visibleProjects } from '../../../policy/visibility'
import { decodeParts, encodeParts } from '../cursors'

const joinedAtText = sql.raw(cursorTimestampSql('"profiles"."created_at"'))

/**
 * Projects the row's profile makes (owns or co-makes) that the viewer sees, driven from the
 * owner and co-maker indexes: as `projects.id in (...)` the planner walked every project per row.
 */
const madeVisible = (viewerId: string | null) =>
  sql`(select p.id from projects p where p.user_id = "profiles"."id"
      union all select m.project_id from project_makers m
      where m.member_id = "profiles"."id" and m.accepted_at is not null) made
    join projects on projects.id = made.id
    where ${visibleProjects(viewerId)}`

/** The Projects tab's count. */
const projectCount = (viewerId: string | null) =>
  sql`(select count(*)::int from ${madeVisible(viewerId)})`

/** A maker as the suggestion and new-maker lists show one, as PostgreSQL answers it. */
export type MakerColumns = {
  id: string
  username: string
  name: string
  avatar_url: string | null
  bio: string | null
  project_count: number
}

/** A maker row as the API answers it. */
export const presentMaker = (row: MakerColumns) => ({
  id: row.id,
  username: row.username,
  name: row.name,
  avatarUrl: row.avatar_url,
  bio: row.bio,
  projectCount: row.project_count,
})

/** Those columns of `profiles`, with the count of the projects the viewer sees. */
export const makerColumns = (viewerId: string | null) =>
  sql`"profiles"."id", "profiles"."username", "profiles"."name", "profiles"."avatar_url",
    "profiles"."bio", ${projectCount(viewerId)} as project_count`

/**
 * Members who joined in the last 7 days and have a project the viewer sees, newest first. The
 * newest members are walked by their join-time index and each is asked only whether one such
 * project exists, so a page stops after its rows and counts projects for those rows alone
 * (counting first, for every member of the week, took seconds at the large seed).
 */
export async function listNewMakerRows(
  db: DbOrTx,
  options: { viewerId: string | null; cursor?: string | undefined; limit: number },
): Promise<{ items: NewMaker[]; nextCursor: string | null }> {
  const { viewerId, cursor, limit } = options
  const after = decodeParts(cursor, ['timestamp', 'textId'])
  const afterCondition = after
    ? sql`and ("profiles"."created_at", "profiles"."id" collate "C") < (${after[0]}::timestamptz, ${after[1]} collate "C")`
    : sql``
  const result = await db.execute<MakerColumns & { joined_at: string }>(sql`
    select ${makerColumns(viewerId)}, ${joinedAtText} as joined_at
    from profiles
    where "profiles"."created_at" > now() - interval '7 days' and ${visibleProfiles(viewerId)}
      and exists (select 1 from ${madeVisible(viewerId)})
      ${afterCondition}
    order by "profiles"."created_at" desc, "profiles"."id" collate "C" desc
    limit ${limit + 1}`)
  const hasMore = result.rows.length > limit
  const rows = hasMore ? result.rows.slice(0, limit) : result.rows
  const last = rows.at(-1)
  return {
    items: rows.map((row) => ({ ...presentMaker(row), joinedAt: row.joined_at })),
    nextCursor: hasMore && last ? encodeParts([last.joined_at, last.id]) : null,
  }
}

/** Idempotent: the primary key turns a repeat (or a double click) into nothing. */
export async function insertDismissal(db: DbOrTx, userId: string, dismissedId: string) {
  await db.insert(makerDismissals).values({ userId, dismissedId }).onConflictDoNothing()
}
