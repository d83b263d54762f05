import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { launches } from './launches'
import { comments, posts } from './posts'
import { profiles } from './profiles'
import { projects } from './projects'

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    actorId: text('actor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** The launch a launch notice is about (issue 32): live, asked about, upvoted, ranked. */
    launchId: uuid('launch_id').references(() => launches.id, { onDelete: 'cascade' }),
    /** Same key, same notification: a repeated like or follow never piles up. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.userId, t.createdAt, t.id),
    // A grouped row's newer rows of its group (likes of one post, follows, upvotes of one
    // launch; then the day by created_at): the list checks each item's head against them, reading
    // that group only. The expression is groupTargetOf in server/features/notifications/list/grouping.ts, to the letter.
    index('notifications_group_idx')
      .on(
        t.userId,
        t.type,
        sql`(case ${t.type} when 'like' then coalesce(${t.postId}::text, '') when 'launch_upvote' then coalesce(${t.launchId}::text, '') else '' end)`,
        t.createdAt,
        t.id,
      )
      .where(sql`${t.type} in ('like', 'follow', 'launch_upvote')`),
    // A launch's notices go with it: the cascade finds them here.
    index('notifications_launch_idx').on(t.launchId).where(sql`${t.launchId} is not null`),
    index('notifications_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
    // One unread mention per actor and recipient (per project for project mentions): a new
    // mention folds into it, so a burst of posts is one notification, not one per post.
    uniqueIndex('notifications_unread_mention_key')
      .on(t.userId, t.actorId)
      .where(sql`not ${t.isRead} and ${t.type} = 'mention'`),
    uniqueIndex('notifications_unread_project_mention_key')
      .on(t.userId, t.actorId, t.projectId)
      .where(sql`not ${t.isRead} and ${t.type} = 'project_mention'`),
    // One unread update notice per project and follower: a burst of updates is one notification,
    // pointing at the newest (milestones are rare and each keeps its own).
    uniqueIndex('notifications_unread_project_update_key')
      .on(t.userId, t.projectId)
      .where(sql`not ${t.isRead} and ${t.type} = 'project_update'`),
  ],
)
