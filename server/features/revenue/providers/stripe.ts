import { revenueTexts } from '@common/revenue-texts'
import Stripe from 'stripe'
import { z } from 'zod'
import type { Discount, NeutralSubscription, Payment, RecurringItem } from '../mrr'
import {
  type KeyCheck,
  type RevenueData,
  type RevenueProvider,
  RevenueReadError,
} from './revenue-provider'

/**
 * Stripe through its official client, with a restricted read-only key (`rk_live_…`/`rk_test_…`).
 * Answers are read with the small schemas below rather than the client's types: Stripe answers
 * in the account's API version, and the fields read here have moved between versions (a
 * discount's coupon is `coupon` before 2025 and `source.coupon` after; the singular `discount`
 * preceded `discounts`), so both spellings are accepted.
 */

const PERMISSIONS = [
  { resource: 'subscriptions', label: 'Subscriptions: Read' },
  { resource: 'charges', label: 'Charges: Read' },
  { resource: 'balance', label: 'Balance: Read' },
]

const DAY_MS = 86_400_000
const PAGE = 100

/** Where the client sends its requests: Stripe itself unless a test points it at loopback. */
export type StripeEndpoint = { host: string; port: number; protocol: 'http' | 'https' }

export function stripeProvider(endpoint?: StripeEndpoint): RevenueProvider {
  const client = (key: string) =>
    new Stripe(key, {
      ...endpoint,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Makerfolio' },
    })

  return {
    id: 'stripe',
    permissions: PERMISSIONS,

    async checkKey(key) {
      const refused = refuseByShape(key)
      if (refused) return refused
      const stripe = client(key)
      const reads: Record<string, () => Promise<unknown>> = {
        subscriptions: () => stripe.subscriptions.list({ limit: 1 }),
        charges: () => stripe.charges.list({ limit: 1 }),
        balance: () => stripe.balance.retrieve(),
      }
      const missing: string[] = []
      for (const { resource, label } of PERMISSIONS) {
        try {
          await reads[resource]!()
        } catch (error) {
          if (error instanceof Stripe.errors.StripePermissionError) missing.push(label)
          else return failedRead(error)
        }
      }
      if (missing.length === 0) return { ok: true }
      return {
        ok: false,
        reason: 'missing_permissions',
        missing,
        message: revenueTexts.missingPermissions(missing),
      }
    },

    async readRevenue(key, now) {
      try {
        return await readAll(client(key), now)
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeAuthenticationError ||
          error instanceof Stripe.errors.StripePermissionError
        ) {
          throw new RevenueReadError('key_refused')
        }
        if (error instanceof Stripe.errors.StripeError) throw new RevenueReadError('unavailable')
        // An answer these schemas do not read: name the fields, not their values.
        if (error instanceof z.ZodError) {
          const paths = error.issues.map((issue) => issue.path.join('.')).join(', ')
          throw new RevenueReadError('unavailable', `unexpected answer at ${paths}`)
        }
        throw error
      }
    },
  }
}

/** Every subscription not canceled, and the last 30 days' succeeded charges. */
async function readAll(stripe: Stripe, now: Date): Promise<RevenueData> {
  const subscriptions: NeutralSubscription[] = []
  for await (const raw of stripe.subscriptions.list({
    limit: PAGE,
    expand: ['data.discounts'],
  })) {
    subscriptions.push(neutralSubscription(subscriptionSchema.parse(raw)))
  }
  const payments: Payment[] = []
  const since = Math.floor((now.getTime() - 30 * DAY_MS) / 1000)
  for await (const raw of stripe.charges.list({ limit: PAGE, created: { gte: since } })) {
    const charge = chargeSchema.parse(raw)
    if (charge.status !== 'succeeded' || !charge.paid) continue
    payments.push({
      amount: charge.amount_captured ?? charge.amount,
      refunded: charge.amount_refunded,
      currency: charge.currency,
      paidAt: new Date(charge.created * 1000),
    })
  }
  return { subscriptions, payments }
}

/**
 * Only restricted keys are stored: a secret key (`sk_…`) can move money and change everything in
 * the maker's account, so keeping one would make Makerfolio a target worth more than the numbers.
 */
function refuseByShape(key: string): KeyCheck | undefined {
  if (/^sk_(live|test)_/.test(key)) {
    return {
      ok: false,
      reason: 'not_restricted',
      message: revenueTexts.secretKeyRefused,
    }
  }
  if (!/^rk_(live|test)_[A-Za-z0-9]{8,}$/.test(key)) {
    return {
      ok: false,
      reason: 'malformed',
      message: revenueTexts.malformedKey,
    }
  }
  return undefined
}

function failedRead(error: unknown): KeyCheck {
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    return {
      ok: false,
      reason: 'invalid',
      message: revenueTexts.keyRejected,
    }
  }
  if (error instanceof Stripe.errors.StripeError) {
    return {
      ok: false,
      reason: 'unreachable',
      message: revenueTexts.unreachable,
    }
  }
  throw error
}

const couponSchema = z.object({
  percent_off: z.number().nullish(),
  amount_off: z.number().nullish(),
  currency: z.string().nullish(),
  duration: z.enum(['once', 'repeating', 'forever']),
})
const discountSchema = z.object({
  coupon: couponSchema.nullish(),
  source: z.object({ coupon: z.union([couponSchema, z.string()]).nullish() }).nullish(),
  end: z.number().nullish(),
})
const subscriptionSchema = z.object({
  id: z.string(),
  customer: z.union([z.string(), z.object({ id: z.string() })]),
  status: z.enum([
    'active',
    'past_due',
    'trialing',
    'canceled',
    'unpaid',
    'incomplete',
    'incomplete_expired',
    'paused',
  ]),
  currency: z.string(),
  cancel_at_period_end: z.boolean(),
  cancel_at: z.number().nullish(),
  discounts: z.array(z.union([z.string(), discountSchema])).nullish(),
  discount: discountSchema.nullish(),
  items: z.object({
    data: z.array(
      z.object({
        quantity: z.number().nullish(),
        price: z.object({
          unit_amount: z.number().nullish(),
          // The client hands decimals over as its own Decimal objects; their text is exact.
          unit_amount_decimal: z
            .union([z.string(), z.custom<{ toString(): string }>((v) => typeof v === 'object')])
            .nullish()
            .transform((v) => (v == null ? null : Number(v.toString()))),
          recurring: z
            .object({
              interval: z.enum(['day', 'week', 'month', 'year']),
              interval_count: z.number(),
              usage_type: z.string().nullish(),
            })
            .nullish(),
        }),
      }),
    ),
  }),
})
const chargeSchema = z.object({
  amount: z.number(),
  amount_captured: z.number().nullish(),
  amount_refunded: z.number(),
  currency: z.string(),
  created: z.number(),
  paid: z.boolean(),
  status: z.string(),
})

/**
 * Licensed items with a per-unit price only: a metered item has no quantity to count ahead, and a
 * tiered one no unit amount (both are left out of MRR). Item-level discounts are not read yet.
 */
function neutralSubscription(raw: z.infer<typeof subscriptionSchema>): NeutralSubscription {
  const items: RecurringItem[] = []
  for (const { quantity, price } of raw.items.data) {
    const unitAmount = price.unit_amount_decimal ?? price.unit_amount
    if (!price.recurring || price.recurring.usage_type === 'metered' || unitAmount == null) {
      continue
    }
    items.push({
      unitAmount,
      quantity: quantity ?? 1,
      interval: price.recurring.interval,
      intervalCount: price.recurring.interval_count,
    })
  }
  const discounts = (raw.discounts ?? (raw.discount ? [raw.discount] : []))
    .map((discount) => (typeof discount === 'string' ? undefined : neutralDiscount(discount, raw)))
    .filter((discount) => discount !== undefined)
  return {
    id: raw.id,
    customerId: typeof raw.customer === 'string' ? raw.customer : raw.customer.id,
    status: raw.status,
    currency: raw.currency,
    items,
    discounts,
    cancelAtPeriodEnd: raw.cancel_at_period_end || raw.cancel_at != null,
  }
}

function neutralDiscount(
  discount: z.infer<typeof discountSchema>,
  subscription: { currency: string },
): Discount | undefined {
  const sourced = discount.source?.coupon
  const coupon = discount.coupon ?? (typeof sourced === 'object' ? sourced : undefined)
  if (!coupon) return undefined
  const endsAt = discount.end ? new Date(discount.end * 1000) : null
  if (coupon.percent_off != null) {
    return { percentOff: coupon.percent_off, duration: coupon.duration, endsAt }
  }
  // An amount off in another currency does not apply to this subscription's invoices.
  if (coupon.amount_off != null && coupon.currency === subscription.currency) {
    return { amountOff: coupon.amount_off, duration: coupon.duration, endsAt }
  }
  return undefined
}
