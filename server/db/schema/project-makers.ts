import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './profiles'
import { projects } from './projects'

/**
 * Co-makers of a project (decision 029): one row per invited member, an invitation while
 * `accepted_at` is null, a maker once accepted. The owner stays `projects.user_id` and has no
 * row; a transfer swaps the two. Declining or revoking deletes the row.
 */
export const projectMakers = pgTable(
  'project_makers',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Who invited; kept null once they delete their account. */
    invitedBy: text('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.memberId] }),
    // A profile's Projects tab and count: the projects a member makes (besides those they own).
    index('project_makers_member_idx')
      .on(t.memberId, t.projectId)
      .where(sql`${t.acceptedAt} is not null`),
    // The project page's makers list, in the order they joined (invitations last).
    index('project_makers_project_idx').on(t.projectId, t.acceptedAt, t.memberId),
    index('project_makers_invited_by_idx').on(t.invitedBy),
  ],
)
