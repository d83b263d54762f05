import { z } from 'zod'

// Verified revenue (issue 33, decision 047): the connection's contracts. The provider key is only
// ever sent in, never answered.

export const revenueProviders = ['stripe'] as const
export const revenueProviderSchema = z.enum(revenueProviders)
export type RevenueProviderId = z.infer<typeof revenueProviderSchema>

/** PUT /api/projects/:id/revenue: a restricted, read-only key (Stripe: rk_live_…/rk_test_…). */
export const revenueConnectInputSchema = z.object({
  provider: revenueProviderSchema,
  key: z.string().trim().min(1).max(300),
})
export type RevenueConnectInput = z.infer<typeof revenueConnectInputSchema>

export const currencyRevenueSchema = z.object({
  /** ISO 4217, lower case. */
  currency: z.string(),
  /** Integer minor units (cents) per month. */
  mrr: z.number().int(),
  payingCustomers: z.number().int(),
  pastDue: z.number().int(),
  trialing: z.object({ count: z.number().int(), mrr: z.number().int() }),
  cancelling: z.object({ count: z.number().int(), mrr: z.number().int() }),
  last30DaysRevenue: z.number().int(),
})

/** The owner's view of the connection: never the key, only its last four characters. */
export const revenueConnectionSchema = z.object({
  provider: revenueProviderSchema,
  keyLast4: z.string(),
  status: z.enum(['active', 'needs_attention']),
  lastSyncedAt: z.string().nullable(),
  /** Why the last sync failed, in our words; null after a good one. */
  lastError: z.string().nullable(),
  /** Per currency, never added together; empty until a sync succeeded. */
  revenue: z.array(currencyRevenueSchema),
  /** Distinct paying customers over every currency. */
  customers: z.number().int(),
  /** When "Sync now" may be used again (ISO), or null when it may now. */
  nextManualSyncAt: z.string().nullable(),
  connectedAt: z.string(),
})
export type RevenueConnection = z.infer<typeof revenueConnectionSchema>

/** GET /api/projects/:id/revenue: the connection, if any, and what the form asks to grant. */
export const revenueStateSchema = z.object({
  connection: revenueConnectionSchema.nullable(),
  providers: z.array(z.object({ id: revenueProviderSchema, permissions: z.array(z.string()) })),
})
export type RevenueState = z.infer<typeof revenueStateSchema>

/** A project's public verified numbers (in the project answer), from the last good sync. */
export const verifiedRevenueSchema = z.object({
  provider: revenueProviderSchema,
  /** Integer minor units per month, per currency, sorted by currency. */
  mrr: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  customers: z.number().int(),
  updatedAt: z.string(),
})
export type VerifiedRevenue = z.infer<typeof verifiedRevenueSchema>

/** "Sync now": at most once per this many minutes per project. */
export const manualSyncMinutes = 10
