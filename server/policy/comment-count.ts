import { limits } from '@common/limits'
import { type SQL, sql } from 'drizzle-orm'
import { blockedOrMuted } from './shield'
import type { ViewerParam } from './visibility'

/*
 * A post's comment count as this viewer's thread shows it (visibleComments' rules), without
 * counting the thread. posts.comment_count holds the comments no rule hides from everyone (kept by
 * triggers, migration 0011); what differs per viewer is corrected here:
 * - minus the comments the viewer reported (hidden from them), unless they wrote them;
 * - plus the viewer's own comments that reports or a ban hide from everyone else;
 * - minus the comments of members on the other side of a block with the viewer, or muted by them
 *   (issue 31): gone from their thread, or collapsed there as "Blocked".
 * Tombstones (comments deleted by their author, kept for their replies) count for no one, nor do
 * "Blocked" entries, kept for their replies' place too.
 * The first two corrections are one small list per query (the viewer's reports, their hidden
 * comments), looked up per row in memory, so a page costs the same whatever its size. The shields
 * are counted per post instead, from its comments (a list of every comment the viewer's blocked
 * and muted members wrote could be long), and only on posts with comments, for a viewer with
 * shields: for everyone else it is one lookup of their blocks and mutes per query.
 */

const threshold = sql.raw(String(limits.reportHideThreshold))

/** Posts of comments everyone else sees that this viewer reported (one id per comment). */
const reportedByViewer = (viewerId: NonNullable<ViewerParam>) => sql`array(
  select c.post_id from reports r join comments c on c.id = r.reported_id::uuid
  where r.user_id = ${viewerId} and r.reported_type = 'comment' and c.user_id <> ${viewerId}
    and c.report_count < ${threshold} and c.deleted_at is null
    and not exists (select 1 from profiles b where b.id = c.user_id and b.banned))`

/** Posts of the viewer's own comments hidden from everyone else (all of them once banned). */
const hiddenOfViewer = (viewerId: NonNullable<ViewerParam>) => sql`array(
  select c.post_id from comments c where c.user_id = ${viewerId} and c.report_count >= ${threshold}
    and c.deleted_at is null
  union all
  select c.post_id from comments c where c.user_id = ${viewerId} and c.report_count < ${threshold}
    and c.deleted_at is null and exists (select 1 from profiles b where b.id = ${viewerId} and b.banned))`

/**
 * The post's comments everyone else sees by members the viewer is shielded from, unreported.
 * `not ... not in`, not `in`: PostgreSQL would turn an `in` into a join that hashes the viewer's
 * blocks and mutes again for every post; a `not in` is one hashed subplan for the whole query.
 */
const shieldedOnPost = (viewerId: NonNullable<ViewerParam>) => sql`case
  when "posts"."comment_count" = 0 or not exists ${blockedOrMuted(viewerId)} then 0
  else (select count(*)::int from comments c
    where c.post_id = "posts"."id" and not c.user_id not in ${blockedOrMuted(viewerId)}
      and c.report_count < ${threshold} and c.deleted_at is null
      and not exists (select 1 from profiles b where b.id = c.user_id and b.banned)
      and not exists (select 1 from reports r where r.user_id = ${viewerId}
        and r.reported_type = 'comment' and r.reported_id = c.id::text)) end`

/** The count over `posts`, as a column of a query that selects from it. */
export function commentCountFor(viewerId: ViewerParam): SQL<number> {
  if (viewerId === null) return sql<number>`"posts"."comment_count"`
  return sql<number>`("posts"."comment_count"
    - cardinality(array_positions(${reportedByViewer(viewerId)}, "posts"."id"))
    + cardinality(array_positions(${hiddenOfViewer(viewerId)}, "posts"."id"))
    - ${shieldedOnPost(viewerId)})`
}
