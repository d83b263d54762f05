import { limits } from '@common/texts'
import { and, eq, lt, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { comments, posts, profiles } from '../../db/schema'

/**
 * The spec's hiding rules for post lists: not by a banned author, fewer than 2 reports, not
 * reported by the viewer. Written as `<> all (array(subquery))` so PostgreSQL computes each set
 * once per query (an InitPlan) and keeps walking the feed index in order, stopping after a page.
 * `authorsVetted`: the scope only lists authors already known not to be banned (the Following
 * feed), so the per-row check against every banned id, the costliest filter there, is skipped.
 */
export function visiblePostsFor(
  viewerId: string | Placeholder | null,
  { authorsVetted = false } = {},
): SQL {
  return and(
    lt(posts.reportCount, limits.reportHideThreshold),
    authorsVetted
      ? undefined
      : sql`${posts.userId} <> all (array(select b.id from profiles b where b.banned))`,
    viewerId
      ? sql`${posts.id}::text <> all (array(select r.reported_id from reports r where r.user_id = ${viewerId} and r.reported_type = 'post'))`
      : undefined,
  ) as SQL
}

/** The same rules for comments joined to their author in `profiles`. */
export function visibleCommentsFor(viewerId: string | null): SQL {
  return and(
    eq(profiles.banned, false),
    lt(comments.reportCount, limits.reportHideThreshold),
    viewerId
      ? sql`not exists (select 1 from reports r where r.user_id = ${viewerId} and r.reported_type = 'comment' and r.reported_id = ${comments.id}::text)`
      : undefined,
  ) as SQL
}

/** Comments counted on a card: those visible to everyone (the viewer's reports aside). */
export const publicCommentsCount = sql<number>`(
  select count(*)::int from comments c join profiles ca on ca.id = c.user_id
  where c.post_id = ${posts.id} and not ca.banned and c.report_count < ${limits.reportHideThreshold}
)`
