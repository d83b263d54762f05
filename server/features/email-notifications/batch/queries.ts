import type { NotificationLaunch } from '@common/notifications'
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { comments, notifications, posts, profiles, projects } from '../../../db/schema'
import {
  visibleActors,
  visibleComments,
  visiblePosts,
  visibleProjects,
  withoutViewersMutedWords,
} from '../../../policy/visibility'
import { launchOf } from '../../notifications'

/** At most this many lines in one email; the rest is one click away in the app. */
const BATCH_ITEMS_MAX = 20

export type BatchItem = {
  type: string
  actorUsername: string
  postId: string | null
  projectId: string | null
  /** Set when it is about a comment (a reply, or a mention made in a comment). */
  commentId: string | null
  /** The followed project an update or milestone is about, or the launched one, when visible. */
  projectName: string | null
  /** The launch a launch notice is about (its line and link), when the member may see it. */
  launch: NotificationLaunch | null
  quote: string | null
}

/** Only what the recipient would see in the app: visible actor, post and comment (decision 015). */
const visibleToRecipient = (userId: string) => sql`${visibleActors(userId)}
  and (${notifications.postId} is null or exists (select 1 from ${posts} where ${posts.id} = ${notifications.postId} and ${visiblePosts(userId)} and ${withoutViewersMutedWords('post', userId, 'notifications')}))
  and (${notifications.commentId} is null or exists (select 1 from ${comments} where ${comments.id} = ${notifications.commentId} and ${visibleComments(userId)} and ${withoutViewersMutedWords('comment', userId, 'notifications')}))`

/** The project a followed project's news or a launch notice is about, if the member may see it. */
const followedProjectName = (userId: string) => sql<string | null>`
  case when ${notifications.type} in ('project_update', 'project_milestone', 'launch_live', 'launch_notify', 'launch_upvote', 'launch_ranked') then (
    select ${projects.name} from ${projects}
    where ${projects.id} = ${notifications.projectId} and ${visibleProjects(userId)}) end`

/**
 * After the last batch's newest notification, compared in SQL: a JavaScript Date keeps
 * milliseconds, PostgreSQL microseconds, so a round trip would let that notification in again.
 * Never more than a day back (a kind just switched on does not mail old news).
 */
const sinceLastBatch = (userId: string) => sql`(
  select greatest(e.last_batch_at, now() - interval '1 day')
  from email_preferences e where e.user_id = ${userId})`

const unreadOfTypes = (userId: string, types: string[], since = sinceLastBatch(userId)) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.isRead, false),
    inArray(notifications.type, types),
    sql`${notifications.createdAt} > ${since}`,
  )

/**
 * The member's unread notifications of these types that they may see, newest first: since the
 * last batch, or since `since` (an SQL time, the digest's week).
 */
export async function unreadNotificationsSince(
  db: DbOrTx,
  userId: string,
  types: string[],
  since?: SQL,
): Promise<BatchItem[]> {
  return db
    .select({
      type: notifications.type,
      actorUsername: profiles.username,
      postId: notifications.postId,
      projectId: notifications.projectId,
      commentId: notifications.commentId,
      projectName: followedProjectName(userId),
      launch: sql<NotificationLaunch | null>`${launchOf('notifications', visibleProjects(userId))}`,
      quote: sql<string | null>`coalesce(
        (select c.content from comments c where c.id = ${notifications.commentId}),
        case when ${notifications.type} in ('mention', 'project_update', 'project_milestone') then
          (select p.content from posts p where p.id = ${notifications.postId}) end)`,
    })
    .from(notifications)
    .innerJoin(profiles, eq(profiles.id, notifications.actorId))
    .where(and(unreadOfTypes(userId, types, since), visibleToRecipient(userId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(BATCH_ITEMS_MAX)
}

/**
 * The next batch starts after the newest of these notifications, shown or hidden (a hidden one
 * is not mailed later either). Run after reading them, in the same transaction.
 */
export async function advanceBatchMarker(db: DbOrTx, userId: string, types: string[]) {
  await db.execute(sql`
    update email_preferences set last_batch_at = coalesce((
      select max(${notifications.createdAt}) from ${notifications}
      where ${unreadOfTypes(userId, types)}), last_batch_at)
    where user_id = ${userId}`)
}

/**
 * When the member's next immediate email may be stored: `gatherSeconds` from now, and never
 * sooner than `spacingSeconds` after the last one (real seconds, already scaled). `isDue` says
 * whether that spacing has passed. Rounded up to the millisecond a Date keeps, so a job started
 * then is never early by a fraction.
 */
export async function nextBatchTime(
  db: DbOrTx,
  userId: string,
  gatherSeconds: number,
  spacingSeconds: number,
): Promise<{ at: Date; isDue: boolean }> {
  const result = await db.execute<{ at: string; isDue: boolean }>(sql`
    select ceil(extract(epoch from greatest(now() + make_interval(secs => ${gatherSeconds}), spaced)) * 1000)::text as at,
      spaced is null or spaced <= now() as "isDue"
    from (select (select last_batch_email_at from email_preferences where user_id = ${userId})
      + make_interval(secs => ${spacingSeconds}) as spaced) next`)
  const row = result.rows[0]!
  return { at: new Date(Number(row.at)), isDue: row.isDue }
}

/** The batch email was stored in this transaction: the next one waits from now. */
export async function markBatchEmailed(db: DbOrTx, userId: string) {
  await db.execute(
    sql`update email_preferences set last_batch_email_at = now() where user_id = ${userId}`,
  )
}
