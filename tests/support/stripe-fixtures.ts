/**
 * Stripe objects for the loopback Stripe (tests/support/stripe-loopback.ts), each with the fields
 * the OpenAPI document requires and the values a test sets. Stripe's fixtures3.json is not
 * published in any package this project can install, so tests make their objects here; the
 * loopback checks every answer against the document's schemas, so they cannot drift from it.
 * Related objects are referred to by id, as Stripe stores them, and appear whole with `expand`.
 */
import type { StripeObject } from './stripe-loopback'

/** 2026-01-01T00:00:00Z, in Stripe's seconds. */
const EPOCH = 1_767_225_600
let serial = 0
const nextId = (prefix: string) => `${prefix}_${(++serial).toString(36).padStart(14, '0')}`
const base = (object: string, prefix: string, created?: number) => ({
  object,
  id: nextId(prefix),
  created: created ?? EPOCH + serial,
  livemode: false,
  metadata: {},
})

export function stripeCustomer(over: Partial<StripeObject> = {}): StripeObject {
  return { ...base('customer', 'cus'), email: null, name: null, ...over }
}

type PriceOptions = {
  unitAmount: number
  currency?: string
  interval?: 'day' | 'week' | 'month' | 'year'
  intervalCount?: number
}

export function stripePrice({
  unitAmount,
  currency = 'usd',
  interval = 'month',
  intervalCount = 1,
}: PriceOptions): StripeObject {
  return {
    ...base('price', 'price'),
    active: true,
    billing_scheme: 'per_unit',
    currency,
    product: 'prod_loopback',
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
    recurring: {
      interval,
      interval_count: intervalCount,
      usage_type: 'licensed',
      aggregate_usage: null,
    },
  }
}

export function stripeCoupon(
  over: { percent_off?: number; amount_off?: number; currency?: string } & (
    | { duration: 'once' | 'forever' }
    | { duration: 'repeating'; duration_in_months: number }
  ),
): StripeObject {
  return {
    ...base('coupon', 'coupon'),
    times_redeemed: 1,
    valid: true,
    percent_off: null,
    amount_off: null,
    duration_in_months: null,
    ...over,
  }
}

/** A coupon applied to a subscription from `start`, until `end` for repeating coupons. */
export function stripeDiscount(
  coupon: StripeObject,
  { start, end = null, subscription }: { start: number; end?: number | null; subscription: string },
): StripeObject {
  return {
    object: 'discount',
    id: nextId('di'),
    coupon,
    start,
    end,
    subscription,
    customer: null,
    promotion_code: null,
  }
}

type SubscriptionOptions = {
  customer: string
  items: { price: StripeObject; quantity?: number }[]
  status?: string
  discounts?: string[]
  cancelAtPeriodEnd?: boolean
  id?: string
  created?: number
}

export function stripeSubscription(options: SubscriptionOptions): StripeObject {
  const object = base('subscription', 'sub', options.created)
  const id = options.id ?? object.id
  const start = object.created
  const currency = (options.items[0]?.price.currency as string | undefined) ?? 'usd'
  return {
    ...object,
    id,
    automatic_tax: { enabled: false, liability: null },
    billing_cycle_anchor: start,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    collection_method: 'charge_automatically',
    currency,
    current_period_start: start,
    current_period_end: start + 30 * 86_400,
    customer: options.customer,
    discounts: options.discounts ?? [],
    discount: null,
    start_date: start,
    status: options.status ?? 'active',
    trial_end: options.status === 'trialing' ? start + 14 * 86_400 : null,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: options.items.map(({ price, quantity = 1 }) => ({
        object: 'subscription_item',
        id: nextId('si'),
        created: start,
        metadata: {},
        discounts: [],
        price,
        quantity,
        subscription: id,
      })),
    },
  }
}

export function stripeCharge(options: {
  amount: number
  created: number
  currency?: string
  refunded?: number
  status?: 'succeeded' | 'pending' | 'failed'
  customer?: string
}): StripeObject {
  const refunded = options.refunded ?? 0
  return {
    ...base('charge', 'ch', options.created),
    amount: options.amount,
    amount_captured: options.amount,
    amount_refunded: refunded,
    billing_details: { address: null, email: null, name: null, phone: null },
    captured: true,
    currency: options.currency ?? 'usd',
    customer: options.customer ?? null,
    disputed: false,
    paid: (options.status ?? 'succeeded') === 'succeeded',
    refunded: refunded === options.amount,
    status: options.status ?? 'succeeded',
  }
}

export function stripeBalance(currency = 'usd'): StripeObject {
  const funds = [{ amount: 0, currency, source_types: { card: 0 } }]
  return { object: 'balance', livemode: false, available: funds, pending: funds }
}

export function stripeAccount(defaultCurrency = 'usd'): StripeObject {
  return { object: 'account', id: 'acct_loopback', default_currency: defaultCurrency }
}
