import type { MilestoneKind } from '@common/milestones'
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../../db/client'
import { posts, projectUpdates } from '../../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../../lib/pagination'
import { visiblePosts } from '../../../policy/visibility'

const updateCreatedAt = sql<string>`${sql.raw(cursorTimestampSql('"project_updates"."created_at"'))}`

export type MilestoneInput = { kind: MilestoneKind; value: number | null; text: string | null }

/** Links a new post to its project, with the post's own time (the Updates tab's sort key). */
export async function insertProjectUpdate(
  tx: Tx,
  postId: string,
  projectId: string,
  milestone: MilestoneInput | null,
) {
  await tx.execute(sql`
    insert into project_updates (post_id, project_id, milestone_kind, milestone_value, milestone_text, created_at)
    select p.id, ${projectId}, ${milestone?.kind ?? null}, ${milestone?.value ?? null},
      ${milestone?.text ?? null}, p.created_at
    from posts p where p.id = ${postId}`)
}

/**
 * Tells each follower of the project but the author, in one statement whatever their number.
 * Plain updates fold into the follower's unread one for the project (pointing at the newest);
 * each milestone keeps its own notification.
 */
export async function notifyProjectFollowers(
  tx: Tx,
  { postId, projectId, actorId, isMilestone }: NotifyOptions,
): Promise<string[]> {
  const type = isMilestone ? 'project_milestone' : 'project_update'
  const conflict = isMilestone
    ? sql`on conflict (user_id, dedupe_key) do nothing`
    : sql`on conflict (user_id, project_id) where not is_read and type = 'project_update'
        do update set post_id = excluded.post_id, actor_id = excluded.actor_id,
          dedupe_key = excluded.dedupe_key, created_at = excluded.created_at
        where notifications.created_at <= excluded.created_at`
  const dedupeKey = `${type}:${postId}`
  // A follower already told of this post is skipped: the fold's conflict clause names only the
  // unread index, so a duplicate key must never reach the unique index on it (see recordNotifications).
  const result = await tx.execute<{ user_id: string }>(sql`
    insert into notifications (user_id, actor_id, type, post_id, project_id, dedupe_key)
    select pf.member_id, ${actorId}, ${type}, ${postId}::uuid, ${projectId}::uuid, ${dedupeKey}
    from project_follows pf
    where pf.project_id = ${projectId} and pf.member_id <> ${actorId}
      and not exists (
        select 1 from notifications told where told.user_id = pf.member_id and told.dedupe_key = ${dedupeKey})
    ${conflict}
    returning user_id`)
  return result.rows.map((row) => row.user_id)
}
type NotifyOptions = { postId: string; projectId: string; actorId: string; isMilestone: boolean }

/**
 * A page of the project's updates (or only its milestones) this viewer sees, newest first:
 * walks the project's own index, so its cost does not grow with the feed.
 */
export async function listUpdateRows(
  db: DbOrTx,
  options: {
    projectId: string
    viewerId: string | null
    milestonesOnly: boolean
    after: Keyset | null
    limit: number
  },
) {
  const { projectId, viewerId, milestonesOnly, after, limit } = options
  const rows = await db
    .select({
      postId: projectUpdates.postId,
      createdAt: updateCreatedAt,
      kind: projectUpdates.milestoneKind,
      value: projectUpdates.milestoneValue,
      text: projectUpdates.milestoneText,
    })
    .from(projectUpdates)
    .innerJoin(posts, eq(posts.id, projectUpdates.postId))
    .where(
      and(
        eq(projectUpdates.projectId, projectId),
        milestonesOnly ? isNotNull(projectUpdates.milestoneKind) : undefined,
        visiblePosts(viewerId),
        keysetCondition(projectUpdates.createdAt, projectUpdates.postId, after),
      ),
    )
    .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.postId))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.postId }))
}
