import { sql } from 'drizzle-orm'
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './profiles'
import { projects } from './projects'

/** The figures of the last sync, per currency (never added together), as the service stores them. */
export type StoredRevenueNumbers = {
  currencies: {
    currency: string
    /** Integer minor units, like every amount here. */
    mrr: number
    payingCustomers: number
    pastDue: number
    trialing: { count: number; mrr: number }
    cancelling: { count: number; mrr: number }
    last30DaysRevenue: number
  }[]
  /** Distinct paying customers over every currency. */
  customers: number
}

/**
 * A project's payment-provider connection (issue 33 §1, decision 047): one per project. The
 * maker's restricted key is kept sealed by `SecretBox` (AES-256-GCM, bound to
 * `revenue_connections:{project_id}:{provider}`), never in plain text; its last four characters
 * are kept apart for display. Goes with the project, and so with its owner's account.
 */
export const revenueConnections = pgTable(
  'revenue_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** `v1.<key id>.<nonce>.<ciphertext>.<tag>` (server/lib/secret-box.ts). */
    sealedKey: text('sealed_key').notNull(),
    keyLast4: text('key_last4').notNull(),
    /** 'needs_attention' once the provider refuses the key (revoked, permissions removed). */
    status: text('status').notNull().default('active'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** What went wrong last, for the owner: a safe message of ours, never the key. */
    lastError: text('last_error'),
    /** The figures of the last sync; null until one succeeded. */
    numbers: jsonb('numbers').$type<StoredRevenueNumbers>(),
    /** "Sync now" is reserved by moving this forward (at most once per 10 minutes). */
    lastManualSyncAt: timestamp('last_manual_sync_at', { withTimezone: true }),
    /** Who connected it; kept null once they delete their account. */
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('revenue_connections_project_key').on(t.projectId),
    check('revenue_connections_provider', sql`${t.provider} in ('stripe')`),
    check('revenue_connections_status', sql`${t.status} in ('active', 'needs_attention')`),
    check('revenue_connections_key_last4', sql`char_length(${t.keyLast4}) = 4`),
    check('revenue_connections_sealed', sql`${t.sealedKey} like 'v1.%'`),
  ],
)
