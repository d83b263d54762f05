import { describe, expect, it } from 'vitest'
import {
  type Discount,
  mrrGrowth,
  type NeutralSubscription,
  type Payment,
  type RecurringItem,
  revenueByCurrency,
  subscriptionMrr,
} from './mrr'

// Every expectation below is worked out by hand in its comment.
const now = new Date('2026-02-01T12:00:00Z')
const monthly = (unitAmount: number, quantity = 1): RecurringItem => ({
  unitAmount,
  quantity,
  interval: 'month',
  intervalCount: 1,
})
let next = 0
const subscription = (over: Partial<NeutralSubscription> = {}): NeutralSubscription => ({
  id: `sub_${++next}`,
  customerId: `cus_${next}`,
  status: 'active',
  currency: 'usd',
  items: [monthly(1000)],
  discounts: [],
  cancelAtPeriodEnd: false,
  ...over,
})
const mrrOf = (over: Partial<NeutralSubscription>, at = now) =>
  subscriptionMrr(subscription(over), at)

describe('one subscription’s MRR', () => {
  it('multiplies the price by the quantity', () => {
    // 15.00 × 3 seats = 45.00
    expect(mrrOf({ items: [monthly(1500, 3)] })).toBe(4500)
  })

  it('divides a yearly plan by 12, rounding once at the end', () => {
    // 120.00 a year = 10.00 a month; 100.00 a year = 8.333… → 8.33
    expect(mrrOf({ items: [{ ...monthly(12000), interval: 'year' }] })).toBe(1000)
    expect(mrrOf({ items: [{ ...monthly(10000), interval: 'year' }] })).toBe(833)
    // three yearly items of 100.00: 300.00 / 12 = 25.00 exactly (rounding each would give 24.99)
    const yearly = { ...monthly(10000), interval: 'year' as const }
    expect(mrrOf({ items: [yearly, yearly, yearly] })).toBe(2500)
  })

  it('counts 52 weeks (and 365 days) in 12 months', () => {
    // 10.00 a week × 52 / 12 = 43.333… → 43.33
    expect(mrrOf({ items: [{ ...monthly(1000), interval: 'week' }] })).toBe(4333)
    // 10.00 every 2 weeks: 1000 × 52 / 24 = 2166.67 → 21.67
    expect(mrrOf({ items: [{ ...monthly(1000), interval: 'week', intervalCount: 2 }] })).toBe(2167)
    // 1.00 a day × 365 / 12 = 30.4166… → 30.42
    expect(mrrOf({ items: [{ ...monthly(100), interval: 'day' }] })).toBe(3042)
  })

  it('divides by interval_count (a quarterly plan is interval_count 3)', () => {
    // 90.00 every 3 months = 30.00; 100.00 every 3 months = 33.333… → 33.33
    expect(mrrOf({ items: [{ ...monthly(9000), intervalCount: 3 }] })).toBe(3000)
    expect(mrrOf({ items: [{ ...monthly(10000), intervalCount: 3 }] })).toBe(3333)
    // 300.00 every 3 years: 30000 / 36 = 833.33 → 8.33
    expect(mrrOf({ items: [{ ...monthly(30000), interval: 'year', intervalCount: 3 }] })).toBe(833)
  })

  it('takes a 20 % coupon for 3 months off until it ends, then no more', () => {
    const coupon: Discount = {
      percentOff: 20,
      duration: 'repeating',
      endsAt: new Date('2026-04-10T00:00:00Z'),
    }
    // 50.00 − 20 % = 40.00 in February; the coupon ended on 10 April, so 50.00 in May
    expect(mrrOf({ items: [monthly(5000)], discounts: [coupon] })).toBe(4000)
    expect(
      mrrOf({ items: [monthly(5000)], discounts: [coupon] }, new Date('2026-05-01T00:00:00Z')),
    ).toBe(5000)
    // at the very instant it ends it no longer applies
    expect(mrrOf({ items: [monthly(5000)], discounts: [coupon] }, coupon.endsAt!)).toBe(5000)
  })

  it('takes an amount off per billing period, normalised like the price, never below zero', () => {
    const off = (amountOff: number): Discount => ({ amountOff, duration: 'forever', endsAt: null })
    // 50.00 − 15.00 = 35.00
    expect(mrrOf({ items: [monthly(5000)], discounts: [off(1500)] })).toBe(3500)
    // a yearly 1200.00 with 120.00 off each year: (120000 − 12000) / 12 = 90.00
    const yearly = { ...monthly(120000), interval: 'year' as const }
    expect(mrrOf({ items: [yearly], discounts: [off(12000)] })).toBe(9000)
    // 10.00 with 25.00 off is free, not negative
    expect(mrrOf({ items: [monthly(1000)], discounts: [off(2500)] })).toBe(0)
  })

  it('applies stacked discounts in turn and ignores a once-only one', () => {
    const discounts: Discount[] = [
      { percentOff: 50, duration: 'forever', endsAt: null },
      { amountOff: 500, duration: 'forever', endsAt: null },
      { percentOff: 90, duration: 'once', endsAt: null },
    ]
    // 100.00 − 50 % = 50.00, − 5.00 = 45.00; the once coupon touched the first invoice only
    expect(mrrOf({ items: [monthly(10000)], discounts })).toBe(4500)
  })

  it('rounds half up, once', () => {
    // 9.99 − 50 % = 4.995 → 5.00; 9.99 − 12.5 % = 8.74125 → 8.74
    const percent = (percentOff: number): Discount[] => [
      { percentOff, duration: 'forever', endsAt: null },
    ]
    expect(mrrOf({ items: [monthly(999)], discounts: percent(50) })).toBe(500)
    expect(mrrOf({ items: [monthly(999)], discounts: percent(12.5) })).toBe(874)
  })
})

describe('revenue per currency', () => {
  it('leaves trials out of MRR and counts them apart', () => {
    const [usd] = revenueByCurrency(
      [
        subscription({ items: [monthly(2900)], status: 'trialing' }),
        subscription({ items: [monthly(1000)] }),
      ],
      [],
      now,
    )
    expect(usd).toMatchObject({
      mrr: 1000,
      payingCustomers: 1,
      trialing: { count: 1, mrr: 2900 },
    })
  })

  it('counts past-due subscriptions, and leaves out canceled, unpaid, incomplete and paused', () => {
    const others = ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const
    const [usd] = revenueByCurrency(
      [
        subscription({ items: [monthly(2000)], status: 'past_due' }),
        ...others.map((status) => subscription({ status })),
      ],
      [],
      now,
    )
    expect(usd).toMatchObject({ mrr: 2000, payingCustomers: 1, pastDue: 1 })
  })

  it('counts subscriptions cancelling at period end, and flags them', () => {
    const [usd] = revenueByCurrency(
      [
        subscription({ items: [monthly(3000)], cancelAtPeriodEnd: true }),
        subscription({ items: [monthly(1000)] }),
      ],
      [],
      now,
    )
    // 30.00 + 10.00 counted, 30.00 of it leaving
    expect(usd).toMatchObject({ mrr: 4000, cancelling: { count: 1, mrr: 3000 } })
  })

  it('shows two currencies apart, never added', () => {
    const revenue = revenueByCurrency(
      [
        subscription({ currency: 'usd', items: [monthly(1000)] }),
        subscription({ currency: 'eur', items: [monthly(2000)] }),
        subscription({ currency: 'eur', items: [monthly(500, 2)] }),
      ],
      [],
      now,
    )
    expect(revenue.map(({ currency, mrr, payingCustomers }) => [currency, mrr, payingCustomers]))
      // eur: 20.00 + 5.00 × 2 = 30.00, two customers; usd: 10.00, one
      .toEqual([
        ['eur', 3000, 2],
        ['usd', 1000, 1],
      ])
  })

  it('counts each paying customer once, and not a customer who pays nothing', () => {
    const free: Discount[] = [{ percentOff: 100, duration: 'forever', endsAt: null }]
    const [usd] = revenueByCurrency(
      [
        subscription({ customerId: 'cus_a', items: [monthly(1000)] }),
        subscription({ customerId: 'cus_a', items: [monthly(500)] }),
        subscription({ customerId: 'cus_b', items: [monthly(1000)], discounts: free }),
      ],
      [],
      now,
    )
    expect(usd).toMatchObject({ mrr: 1500, payingCustomers: 1 })
  })

  it('adds the last 30 days of payments, less refunds, per currency', () => {
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
    const payments: Payment[] = [
      { amount: 5000, refunded: 1000, currency: 'usd', paidAt: daysAgo(29) },
      { amount: 2000, refunded: 0, currency: 'usd', paidAt: daysAgo(0) },
      { amount: 9999, refunded: 0, currency: 'usd', paidAt: daysAgo(30) }, // 30 days ago: out
      { amount: 9999, refunded: 0, currency: 'usd', paidAt: daysAgo(31) },
      { amount: 700, refunded: 0, currency: 'eur', paidAt: daysAgo(1) },
    ]
    const revenue = revenueByCurrency([], payments, now)
    // usd: 50.00 − 10.00 + 20.00 = 60.00; eur: 7.00
    expect(revenue.map((r) => [r.currency, r.last30DaysRevenue, r.mrr])).toEqual([
      ['eur', 700, 0],
      ['usd', 6000, 0],
    ])
  })
})

describe('MRR growth month over month', () => {
  it('compares each currency with itself a month ago', () => {
    expect(
      mrrGrowth(
        [
          { currency: 'usd', mrr: 11000 },
          { currency: 'eur', mrr: 2000 },
        ],
        [
          { currency: 'usd', mrr: 10000 },
          { currency: 'gbp', mrr: 500 },
        ],
      ),
    ).toEqual([
      // new this month: no rate to give
      { currency: 'eur', mrr: 2000, previousMrr: 0, change: 2000, rate: null },
      // all gone
      { currency: 'gbp', mrr: 0, previousMrr: 500, change: -500, rate: -1 },
      // 110.00 against 100.00: +10 %
      { currency: 'usd', mrr: 11000, previousMrr: 10000, change: 1000, rate: 0.1 },
    ])
  })
})
