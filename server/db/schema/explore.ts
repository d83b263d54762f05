import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { profiles } from './profiles'

/**
 * Makers a member dismissed from their suggestions: never suggested to them again. Gone with
 * either profile.
 */
export const makerDismissals = pgTable(
  'maker_dismissals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    dismissedId: text('dismissed_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dismissedId] }),
    index('maker_dismissals_dismissed_idx').on(t.dismissedId),
  ],
)
