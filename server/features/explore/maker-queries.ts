import type { MakerSuggestion, NewMaker } from '@common/explore'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { makerDismissals } from '../../db/schema'
import { cursorTimestampSql } from '../../lib/pagination'
import { visibleProfiles, visibleProjects } from '../../policy/visibility'
import { madeByMemberSql } from '../projects'
import { decodeParts, encodeParts } from './cursors'

const activeAtText = sql.raw(cursorTimestampSql('r.active_at'))
const joinedAtText = sql.raw(cursorTimestampSql('"profiles"."created_at"'))

/** Projects the row's profile makes (owns or co-makes) that the viewer sees: the Projects tab's count. */
const projectCount = (viewerId: string | null) =>
  sql`(select count(*)::int from projects where ${madeByMemberSql(sql`"profiles"."id"`)} and ${visibleProjects(viewerId)})`

/**
 * Active makers come from the most recently changed projects (a backwards walk of their time
 * index), not from every project: a page costs the same at 20,000 projects as at 200, and the
 * list ends after their owners.
 */
const RECENT_PROJECTS = 500

type MakerRow = {
  id: string
  username: string
  name: string
  avatar_url: string | null
  bio: string | null
  project_count: number
  followed_by: number
  active_at: string
}

/**
 * Makers to follow, one query. Candidates: people followed by the people the viewer follows
 * (ranked by how many of them), then makers with a project the viewer sees among the 500 most
 * recently changed, most recently active first. Left out: the viewer, whom they follow or dismissed, and whoever
 * the visibility policy hides (banned, reported). Visitors get the makers only.
 */
export async function listMakerSuggestionRows(
  db: DbOrTx,
  options: { viewerId: string | null; cursor?: string | undefined; limit: number },
): Promise<{ items: MakerSuggestion[]; nextCursor: string | null }> {
  const { viewerId, cursor, limit } = options
  const after = decodeParts(cursor, ['integer', 'timestamp', 'textId'])
  const followedByFollows: SQL = viewerId
    ? sql`select f2.following_id as id, count(*)::int as followed_by, null::timestamptz as active_at
        from follows f1 join follows f2 on f2.follower_id = f1.following_id
        where f1.follower_id = ${viewerId}
        group by f2.following_id
        union all`
    : sql``
  const exclusions: SQL = viewerId
    ? sql`and "profiles"."id" <> ${viewerId}
        and not exists (select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = "profiles"."id")
        and not exists (select 1 from maker_dismissals d where d.user_id = ${viewerId} and d.dismissed_id = "profiles"."id")`
    : sql``
  const afterCondition = after
    ? sql`and (r.followed_by, r.active_at, "profiles"."id" collate "C")
        < (${Number(after[0])}, ${after[1]}::timestamptz, ${after[2]} collate "C")`
    : sql``
  const result = await db.execute<MakerRow>(sql`
    with candidates as (
      ${followedByFollows}
      select made.member_id as id, 0 as followed_by, max(made.updated_at) as active_at
      from (
        select projects.id, projects.user_id, projects.updated_at from projects
        where ${visibleProjects(viewerId)}
        order by projects.updated_at desc, projects.id desc limit ${RECENT_PROJECTS}
      ) recent
      -- Its owner and its accepted co-makers are all active makers.
      cross join lateral (
        select recent.user_id as member_id, recent.updated_at
        union all
        select m.member_id, recent.updated_at from project_makers m
        where m.project_id = recent.id and m.accepted_at is not null
      ) made
      group by made.member_id
    ), ranked as (
      select id, max(followed_by) as followed_by,
        coalesce(max(active_at), 'epoch'::timestamptz) as active_at
      from candidates group by id
    )
    select "profiles"."id", "profiles"."username", "profiles"."name", "profiles"."avatar_url",
      "profiles"."bio", ${projectCount(viewerId)} as project_count, r.followed_by,
      ${activeAtText} as active_at
    from ranked r join profiles on "profiles"."id" = r.id
    where ${visibleProfiles(viewerId)} ${exclusions} ${afterCondition}
    order by r.followed_by desc, r.active_at desc, "profiles"."id" collate "C" desc
    limit ${limit + 1}`)
  const hasMore = result.rows.length > limit
  const rows = hasMore ? result.rows.slice(0, limit) : result.rows
  const last = rows.at(-1)
  return {
    items: rows.map((row) => ({
      id: row.id,
      username: row.username,
      name: row.name,
      avatarUrl: row.avatar_url,
      bio: row.bio,
      projectCount: row.project_count,
      followedByCount: row.followed_by,
    })),
    nextCursor: hasMore && last ? encodeParts([last.followed_by, last.active_at, last.id]) : null,
  }
}

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
  const result = await db.execute<
    Omit<MakerRow, 'followed_by' | 'active_at'> & { joined_at: string }
  >(sql`
    select "profiles"."id", "profiles"."username", "profiles"."name", "profiles"."avatar_url",
      "profiles"."bio", ${projectCount(viewerId)} as project_count, ${joinedAtText} as joined_at
    from profiles
    where "profiles"."created_at" > now() - interval '7 days' and ${visibleProfiles(viewerId)}
      and exists (select 1 from projects where ${madeByMemberSql(sql`"profiles"."id"`)} and ${visibleProjects(viewerId)})
      ${afterCondition}
    order by "profiles"."created_at" desc, "profiles"."id" collate "C" desc
    limit ${limit + 1}`)
  const hasMore = result.rows.length > limit
  const rows = hasMore ? result.rows.slice(0, limit) : result.rows
  const last = rows.at(-1)
  return {
    items: rows.map((row) => ({
      id: row.id,
      username: row.username,
      name: row.name,
      avatarUrl: row.avatar_url,
      bio: row.bio,
      projectCount: row.project_count,
      joinedAt: row.joined_at,
    })),
    nextCursor: hasMore && last ? encodeParts([last.joined_at, last.id]) : null,
  }
}

/** Idempotent: the primary key turns a repeat (or a double click) into nothing. */
export async function insertDismissal(db: DbOrTx, userId: string, dismissedId: string) {
  await db.insert(makerDismissals).values({ userId, dismissedId }).onConflictDoNothing()
}
