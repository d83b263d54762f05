import type { MakerSuggestion } from '@common/explore'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { cursorTimestampSql } from '../../../lib/pagination'
import { visibleProfiles, visibleProjects } from '../../../policy/visibility'
import { decodeParts, encodeParts } from '../cursors'
import { type MakerColumns, makerColumns, presentMaker } from '../makers/queries'

/**
 * Active makers come from the most recently changed projects (a backwards walk of their time
 * index), not from every project: the ranking costs the same at 20,000 projects as at 200.
 */
const RECENT_PROJECTS = 500

/**
 * How many suggestions a ranking holds: five pages of 20. Suggestions are a short list to pick
 * from (the rail shows 3, onboarding at least 5), and the ranking is kept per member (decision 040).
 */
export const SUGGESTION_CANDIDATES = 100

/** One suggested maker in a ranking: who, and the keys the list is ordered by. */
export type SuggestionCandidate = { id: string; followedBy: number; activeAt: string }

/**
 * Whom the viewer is never suggested: themselves, whom they follow or dismissed, and whoever the
 * visibility policy hides from them (banned, reported). Over `profiles`.
 */
function suggestable(viewerId: string | null): SQL {
  if (!viewerId) return visibleProfiles(null)
  return sql`${visibleProfiles(viewerId)} and "profiles"."id" <> ${viewerId}
    and "profiles"."id" not in (select f.following_id from follows f where f.follower_id = ${viewerId})
    and "profiles"."id" not in (select d.dismissed_id from maker_dismissals d where d.user_id = ${viewerId})`
}

/**
 * The viewer's ranking of makers to follow, best first, one query. Candidates: people followed by
 * the people the viewer follows (ranked by how many of them), then makers with a project the
 * viewer sees among the 500 most recently changed, most recently active first. Visitors get the
 * makers only. Counting the follows of every follow is the dear part (for a member following 150
 * who each follow 150), so the ranking is kept per member for a few minutes and
 * each page checks it again against the rules above (`listMakerSuggestionRows`).
 */
export async function readSuggestionCandidates(
  db: DbOrTx,
  viewerId: string | null,
): Promise<SuggestionCandidate[]> {
  const followedByFollows: SQL = viewerId
    ? sql`select f2.following_id as id, count(*)::int as followed_by, null::timestamptz as active_at
        from follows f1 join follows f2 on f2.follower_id = f1.following_id
        where f1.follower_id = ${viewerId}
        group by f2.following_id
        union all`
    : sql``
  const result = await db.execute<{ id: string; followed_by: number; active_at: string }>(sql`
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
    select "profiles"."id", r.followed_by, ${sql.raw(cursorTimestampSql('r.active_at'))} as active_at
    from ranked r join profiles on "profiles"."id" = r.id
    where ${suggestable(viewerId)}
    order by r.followed_by desc, r.active_at desc, "profiles"."id" collate "C" desc
    limit ${SUGGESTION_CANDIDATES}`)
  return result.rows.map((row) => ({
    id: row.id,
    followedBy: row.followed_by,
    activeAt: row.active_at,
  }))
}

/**
 * Whom the member follows, as a short mark that changes with every new follow (how many, and the
 * newest): a kept ranking is the member's for as long as the mark stays the same. One index-only
 * read of the member's follows.
 */
export async function readFollowMark(db: DbOrTx, viewerId: string): Promise<string> {
  const result = await db.execute<{ mark: string }>(sql`
    select count(*) || '@' || coalesce(max(f.created_at)::text, '') as mark
    from follows f where f.follower_id = ${viewerId}`)
  return result.rows[0]?.mark ?? ''
}

/**
 * A page of makers to follow from the viewer's ranking, one query over its (at most 100) rows:
 * someone followed, dismissed, banned or reported since the ranking was read is left out now.
 */
export async function listMakerSuggestionRows(
  db: DbOrTx,
  options: {
    viewerId: string | null
    candidates: SuggestionCandidate[]
    cursor?: string | undefined
    limit: number
  },
): Promise<{ items: MakerSuggestion[]; nextCursor: string | null }> {
  const { viewerId, candidates, cursor, limit } = options
  if (candidates.length === 0) return { items: [], nextCursor: null }
  const ranking = candidates.map((c) => ({
    id: c.id,
    followed_by: c.followedBy,
    active_at: c.activeAt,
  }))
  const after = decodeParts(cursor, ['integer', 'timestamp', 'textId'])
  const afterCondition = after
    ? sql`and (r.followed_by, r.active_at, "profiles"."id" collate "C")
        < (${Number(after[0])}, ${after[1]}::timestamptz, ${after[2]} collate "C")`
    : sql``
  const result = await db.execute<MakerColumns & { followed_by: number; active_at: string }>(sql`
    select ${makerColumns(viewerId)}, r.followed_by,
      ${sql.raw(cursorTimestampSql('r.active_at'))} as active_at
    from jsonb_to_recordset(${JSON.stringify(ranking)}::jsonb)
      as r(id text, followed_by int, active_at timestamptz)
    join profiles on "profiles"."id" = r.id
    where ${suggestable(viewerId)} ${afterCondition}
    order by r.followed_by desc, r.active_at desc, "profiles"."id" collate "C" desc
    limit ${limit + 1}`)
  const hasMore = result.rows.length > limit
  const rows = hasMore ? result.rows.slice(0, limit) : result.rows
  const last = rows.at(-1)
  return {
    items: rows.map((row) => ({ ...presentMaker(row), followedByCount: row.followed_by })),
    nextCursor: hasMore && last ? encodeParts([last.followed_by, last.active_at, last.id]) : null,
  }
}
