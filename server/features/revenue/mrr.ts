/**
 * Monthly recurring revenue and its companions (issue 33 §2), computed from a provider-neutral
 * list of subscriptions and payments, so Stripe and the other providers feed the same rules.
 * Pure: no I/O, `now` is an argument.
 *
 * Rules:
 * - counted: `active` and `past_due` subscriptions; `trialing` ones are counted apart (count and
 *   the MRR they will bring), every other status is left out;
 * - an item is its unit amount times its quantity, normalised to a month: `month` / n,
 *   `year` / (12 n), `week` × 52 / (12 n), `day` × 365 / (12 n) for an interval of n units;
 * - discounts that apply at `now` come off in their order (Stripe applies stacked discounts in
 *   turn): percent off of what is left, amount off (per billing period, so normalised like the
 *   items) down to zero at most. A `once` discount touches one invoice, never the recurring
 *   amount; a `repeating` one applies until `endsAt`; `forever` has no end;
 * - amounts stay exact fractions (bigint) until the end, then each subscription's MRR is rounded
 *   half up once to integer minor units (a yearly 100.00, 10000 cents, is 833 a month; its items
 *   and discounts are not rounded one by one), and totals are sums of what each subscription
 *   shows;
 * - `cancelAtPeriodEnd` subscriptions are counted and flagged (count and MRR), as FreeMRR does;
 * - every figure is per currency; currencies are never added together.
 */

export type BillingInterval = 'day' | 'week' | 'month' | 'year'

export type SubscriptionStatus =
  | 'active'
  | 'past_due'
  | 'trialing'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused'

export type RecurringItem = {
  /** Minor units (cents) per unit and interval; may carry decimals (Stripe's unit_amount_decimal). */
  unitAmount: number
  quantity: number
  interval: BillingInterval
  intervalCount: number
}

export type Discount = {
  /** 20 for 20 % off; exactly one of percentOff and amountOff. */
  percentOff?: number
  /** Minor units off each invoice, in the subscription's currency. */
  amountOff?: number
  duration: 'once' | 'repeating' | 'forever'
  /** When a `repeating` discount stops applying (Stripe's discount.end). */
  endsAt: Date | null
}

export type NeutralSubscription = {
  id: string
  customerId: string
  status: SubscriptionStatus
  /** ISO 4217, lower case as the providers send it. */
  currency: string
  /** All items of one subscription bill on the same interval (Stripe requires it). */
  items: RecurringItem[]
  discounts: Discount[]
  cancelAtPeriodEnd: boolean
}

/** Money received: a paid invoice or a charge, less what was refunded of it. */
export type Payment = {
  amount: number
  refunded: number
  currency: string
  paidAt: Date
}

export type CurrencyRevenue = {
  currency: string
  /** Integer minor units. */
  mrr: number
  payingCustomers: number
  pastDue: number
  trialing: { count: number; mrr: number }
  cancelling: { count: number; mrr: number }
  last30DaysRevenue: number
}

/** A non-negative exact fraction. */
type Fraction = { num: bigint; den: bigint }

const DAY_MS = 86_400_000
const PER_MONTH: Record<BillingInterval, Fraction> = {
  day: { num: 365n, den: 12n },
  week: { num: 52n, den: 12n },
  month: { num: 1n, den: 1n },
  year: { num: 1n, den: 12n },
}

/** A decimal amount (at most 12 places, as providers send them) as an exact fraction. */
function exact(value: number): Fraction {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`not an amount: ${value}`)
  const [whole = '0', decimals = ''] = value.toFixed(12).replace(/0+$/, '').split('.')
  return { num: BigInt(whole + decimals), den: 10n ** BigInt(decimals.length) }
}

const times = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den })
const plus = (a: Fraction, b: Fraction): Fraction => ({
  num: a.num * b.den + b.num * a.den,
  den: a.den * b.den,
})
const minusAtMostToZero = (a: Fraction, b: Fraction): Fraction => {
  const num = a.num * b.den - b.num * a.den
  return num > 0n ? { num, den: a.den * b.den } : { num: 0n, den: 1n }
}
/** Half up, for non-negative fractions. */
const rounded = ({ num, den }: Fraction) => Number((2n * num + den) / (2n * den))

/** What one unit per interval is worth per month. */
function monthly(interval: BillingInterval, intervalCount: number): Fraction {
  if (!Number.isInteger(intervalCount) || intervalCount < 1) {
    throw new RangeError(`not an interval count: ${intervalCount}`)
  }
  const factor = PER_MONTH[interval]
  return { num: factor.num, den: factor.den * BigInt(intervalCount) }
}

function appliesAt(discount: Discount, now: Date): boolean {
  if (discount.duration === 'once') return false
  return discount.endsAt === null || discount.endsAt.getTime() > now.getTime()
}

/** One subscription's MRR in integer minor units, discounts applying at `now` taken off. */
export function subscriptionMrr(subscription: NeutralSubscription, now: Date): number {
  const [first] = subscription.items
  if (!first) return 0
  let amount: Fraction = { num: 0n, den: 1n }
  for (const item of subscription.items) {
    const perPeriod = times(exact(item.unitAmount), exact(item.quantity))
    amount = plus(amount, times(perPeriod, monthly(item.interval, item.intervalCount)))
  }
  const period = monthly(first.interval, first.intervalCount)
  for (const discount of subscription.discounts.filter((d) => appliesAt(d, now))) {
    if (discount.percentOff !== undefined) {
      amount = times(amount, minusAtMostToZero(exact(100), exact(discount.percentOff)))
      amount = { num: amount.num, den: amount.den * 100n }
    } else if (discount.amountOff !== undefined) {
      amount = minusAtMostToZero(amount, times(exact(discount.amountOff), period))
    }
  }
  return rounded(amount)
}

const COUNTED: SubscriptionStatus[] = ['active', 'past_due']

/** Every figure of §2 per currency, sorted by currency code. */
export function revenueByCurrency(
  subscriptions: NeutralSubscription[],
  payments: Payment[],
  now: Date,
): CurrencyRevenue[] {
  const byCurrency = new Map<string, CurrencyRevenue & { customers: Set<string> }>()
  const entry = (currency: string) => {
    let found = byCurrency.get(currency)
    if (!found) {
      found = {
        currency,
        mrr: 0,
        payingCustomers: 0,
        pastDue: 0,
        trialing: { count: 0, mrr: 0 },
        cancelling: { count: 0, mrr: 0 },
        last30DaysRevenue: 0,
        customers: new Set(),
      }
      byCurrency.set(currency, found)
    }
    return found
  }
  for (const subscription of subscriptions) {
    const isCounted = COUNTED.includes(subscription.status)
    if (!isCounted && subscription.status !== 'trialing') continue
    const revenue = entry(subscription.currency)
    const mrr = subscriptionMrr(subscription, now)
    if (!isCounted) {
      revenue.trialing.count += 1
      revenue.trialing.mrr += mrr
      continue
    }
    revenue.mrr += mrr
    if (mrr > 0) revenue.customers.add(subscription.customerId)
    if (subscription.status === 'past_due') revenue.pastDue += 1
    if (subscription.cancelAtPeriodEnd) {
      revenue.cancelling.count += 1
      revenue.cancelling.mrr += mrr
    }
  }
  const since = now.getTime() - 30 * DAY_MS
  for (const payment of payments) {
    const at = payment.paidAt.getTime()
    if (at <= since || at > now.getTime()) continue
    entry(payment.currency).last30DaysRevenue += payment.amount - payment.refunded
  }
  return [...byCurrency.values()]
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map(({ customers, ...revenue }) => ({ ...revenue, payingCustomers: customers.size }))
}

export type MrrGrowth = {
  currency: string
  mrr: number
  previousMrr: number
  /** Minor units gained (negative: lost). */
  change: number
  /** change / previousMrr, or null when there was none a month ago. */
  rate: number | null
}

/**
 * Month-over-month growth per currency from this snapshot and the one a month earlier; a
 * currency present in only one of them counts as 0 in the other.
 */
export function mrrGrowth(
  current: Pick<CurrencyRevenue, 'currency' | 'mrr'>[],
  monthAgo: Pick<CurrencyRevenue, 'currency' | 'mrr'>[],
): MrrGrowth[] {
  const currencies = [...new Set([...current, ...monthAgo].map((r) => r.currency))].sort()
  const mrrIn = (list: typeof current, currency: string) =>
    list.find((r) => r.currency === currency)?.mrr ?? 0
  return currencies.map((currency) => {
    const mrr = mrrIn(current, currency)
    const previousMrr = mrrIn(monthAgo, currency)
    const change = mrr - previousMrr
    return {
      currency,
      mrr,
      previousMrr,
      change,
      rate: previousMrr > 0 ? change / previousMrr : null,
    }
  })
}
