import {
  type NotificationLaunch,
  notificationAvatars,
  notificationLaunchSchema,
} from '@common/notifications'
import { type Author, authorSchema } from '@common/posts'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { DbOrTx } from '../../../db/client'
import { notifications, profiles } from '../../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../../lib/pagination'
import { visibleProjects } from '../../../policy/visibility'
import { visibleToRecipient } from '../queries'
import {
  dayEndOf,
  dayStartOf,
  groupKeyOf,
  groupTargetOf,
  isGroupedKind,
  launchOf,
  projectNameOf,
  quoteOf,
} from './grouping'

/**
 * The recipient's visible notification rows with their actor and group key, as the body of a
 * `not materialized` CTE: each use inlines it, so conditions on a use (one group, one day) reach
 * the recipient index instead of reading every row the member ever got.
 */
function visibleRows(userId: string, only: SQL | undefined): SQL {
  return sql`select "notifications"."id", "notifications"."type", "notifications"."is_read",
      "notifications"."created_at", "notifications"."post_id", "notifications"."project_id",
      "notifications"."comment_id", "notifications"."launch_id", "notifications"."dedupe_key",
      ${groupKeyOf('notifications')} as group_key,
      ${profiles.id} as actor_id, ${profiles.username} as actor_username,
      ${profiles.name} as actor_name, ${profiles.avatarUrl} as actor_avatar_url
    from ${notifications} inner join ${profiles} on ${profiles.id} = ${notifications.actorId}
    where ${notifications.userId} = ${userId} and ${visibleToRecipient(userId)}
      ${only ? sql`and ${only}` : sql``}`
}

const actorJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.actor_id, 'username', ${alias}.actor_username, 'name', ${alias}.actor_name, 'avatarUrl', ${alias}.actor_avatar_url)`,
  )

const groupRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  post_id: z.string().nullable(),
  project_id: z.string().nullable(),
  comment_id: z.string().nullable(),
  actor: authorSchema,
  actors: z.array(authorSchema),
  actor_count: z.coerce.number(),
  unread: z.boolean(),
  actor_followed: z.boolean(),
  quote: z.string().nullable(),
  project_name: z.string().nullable(),
  launch: notificationLaunchSchema.nullable(),
})

export type NotificationGroupRow = {
  id: string
  type: string
  isRead: boolean
  createdAt: string
  postId: string | null
  projectId: string | null
  commentId: string | null
  actor: Author
  actors: Author[]
  actorCount: number
  quote: string | null
  projectName: string | null
  launch: NotificationLaunch | null
  actorFollowedByMe: boolean
}

/**
 * One page of the recipient's items, newest first, in one SQL query. An item is the newest visible
 * row of its group: the keyset walks those heads (`h`, a row with no newer visible row of its group
 * on its UTC day), so a group never appears twice across pages. Then the grouped kinds' visible
 * rows between the UTC day of the page's oldest head and its newest head, which hold every row of
 * the page's groups, are aggregated once per group (`g`): its count, whether any is unread and its
 * newest avatars, so a hidden actor never shows nor counts. Each head used to read its group's rows
 * three times (counting, avatars, newest); a head of a kind that is never grouped stands alone and
 * reads nothing more. A head's check for a newer row of its group reads that group's rows through
 * notifications_group_idx (type, target, then the day by created_at), not every newer row of its
 * day.
 */
export function notificationGroupsSql(options: GroupsPageOptions): SQL {
  const { userId, only, after, limit } = options
  return sql`
    with v as not materialized (${visibleRows(userId, only)}),
    h as materialized (
      select c.* from v c
      where ${keysetCondition(sql`c.created_at`, sql`c.id`, after) ?? sql`true`}
        and (not ${isGroupedKind('c')} or not exists (
          select 1 from v newer where ${isGroupedKind('newer')} and newer.type = c.type
            and ${groupTargetOf('newer')} = ${groupTargetOf('c')}
            and (newer.created_at, newer.id) > (c.created_at, c.id)
            and newer.created_at < ${dayEndOf('c.created_at')}))
      order by c.created_at desc, c.id desc
      limit ${limit + 1}),
    g as materialized (
      select m.group_key, count(*)::int as actor_count, bool_or(not m.is_read) as unread,
        to_json((array_agg(${actorJson('m')} order by m.created_at desc, m.id desc))[1:${sql.raw(String(notificationAvatars))}]) as actors
      from v m
      where ${isGroupedKind('m')}
        and m.created_at >= (select ${dayStartOf('min(created_at)')} from h)
        and m.created_at <= (select max(created_at) from h)
      group by m.group_key)
    select h.id, h.type, ${sql.raw(cursorTimestampSql('h.created_at'))} as created_at,
      h.post_id, h.project_id, h.comment_id, ${actorJson('h')} as actor,
      coalesce(g.actor_count, 1) as actor_count, coalesce(g.unread, not h.is_read) as unread,
      coalesce(g.actors, json_build_array(${actorJson('h')})) as actors,
      ${quoteOf('h', 'qp', 'qc')} as quote,
      ${projectNameOf('h', visibleProjects(userId))} as project_name,
      ${launchOf('h', visibleProjects(userId))} as launch,
      exists (select 1 from follows f where f.follower_id = ${userId} and f.following_id = h.actor_id) as actor_followed
    from h
    left join g on g.group_key = h.group_key
    left join posts qp on qp.id = h.post_id
    left join comments qc on qc.id = h.comment_id
    order by h.created_at desc, h.id desc`
}

type GroupsPageOptions = {
  userId: string
  only: SQL | undefined
  after: Keyset | null
  limit: number
}

/** One page of the recipient's items (`notificationGroupsSql`), as the API gives them. */
export async function listNotificationGroups(db: DbOrTx, options: GroupsPageOptions) {
  const result = await db.execute(notificationGroupsSql(options))
  const rows = result.rows.map((raw): NotificationGroupRow => {
    const row = groupRowSchema.parse(raw)
    return {
      id: row.id,
      type: row.type,
      isRead: !row.unread,
      createdAt: row.created_at,
      postId: row.post_id,
      projectId: row.project_id,
      commentId: row.comment_id,
      actor: row.actor,
      actors: row.actors,
      actorCount: row.actor_count,
      quote: row.quote,
      projectName: row.project_name,
      launch: row.launch,
      actorFollowedByMe: row.actor_followed,
    }
  })
  return toPage(rows, options.limit, (row) => ({ at: row.createdAt, id: row.id }))
}

/** The group of one of the recipient's notifications: its key and UTC day; null if not theirs. */
export async function findGroupOf(db: DbOrTx, userId: string, notificationId: string) {
  const result = await db.execute<{ group_key: string; day_start: string; day_end: string }>(sql`
    select ${groupKeyOf('target')} as group_key,
      ${dayStartOf('target.created_at')}::text as day_start, ${dayEndOf('target.created_at')}::text as day_end
    from ${notifications} as target
    where target.id = ${notificationId} and target.user_id = ${userId}`)
  const row = result.rows[0]
  return row ? { key: row.group_key, dayStart: row.day_start, dayEnd: row.day_end } : null
}

const actorRowSchema = z.object({
  id: z.string(),
  notification_id: z.string(),
  username: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  followed: z.boolean(),
  at: z.string(),
})

/** Everyone a group stands for (its visible rows), newest first: one query per page. */
export async function listGroupActors(
  db: DbOrTx,
  options: {
    userId: string
    group: { key: string; dayStart: string; dayEnd: string }
    after: Keyset | null
    limit: number
  },
) {
  const { userId, group, after, limit } = options
  const result = await db.execute(sql`
    with v as not materialized (${visibleRows(userId, undefined)})
    select v.actor_id as id, v.id as notification_id, v.actor_username as username,
      v.actor_name as name, v.actor_avatar_url as avatar_url,
      ${sql.raw(cursorTimestampSql('v.created_at'))} as at,
      exists (select 1 from follows f where f.follower_id = ${userId} and f.following_id = v.actor_id) as followed
    from v
    where v.group_key = ${group.key}
      and v.created_at >= ${group.dayStart}::timestamptz and v.created_at < ${group.dayEnd}::timestamptz
      and ${keysetCondition(sql`v.created_at`, sql`v.id`, after) ?? sql`true`}
    order by v.created_at desc, v.id desc
    limit ${limit + 1}`)
  const rows = result.rows.map((raw) => actorRowSchema.parse(raw))
  const page = toPage(rows, limit, (row) => ({ at: row.at, id: row.notification_id }))
  return {
    items: page.items.map((row) => ({
      id: row.id,
      username: row.username,
      name: row.name,
      avatarUrl: row.avatar_url,
      followedByMe: row.followed,
      at: row.at,
    })),
    nextCursor: page.nextCursor,
  }
}
