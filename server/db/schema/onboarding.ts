import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { profiles } from './profiles'

/**
 * A new member's first steps (issue 20 §3, decision 032): the onboarding is offered until it is
 * closed (done or skipped, `closed_at`), the profile checklist until dismissed or complete. No
 * row: neither has been closed. Kept on the server so another device never asks again.
 */
export const onboarding = pgTable('onboarding', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** The trending topics picked in the onboarding (lower-case tags, at most a few). */
  topics: text('topics').array().notNull().default([]),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  checklistDismissedAt: timestamp('checklist_dismissed_at', { withTimezone: true }),
})
