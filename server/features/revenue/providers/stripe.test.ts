import {
  stripeBalance,
  stripeCharge,
  stripeCoupon,
  stripeCustomer,
  stripeDiscount,
  stripePrice,
  stripeSubscription,
} from '@tests/support/stripe-fixtures'
import { type StripeLoopback, startStripeLoopback } from '@tests/support/stripe-loopback'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { revenueByCurrency } from '../mrr'
import { stripeProvider } from './stripe'

// The provider with Stripe's real client against the loopback Stripe (tests/support/).
let loopback: StripeLoopback
const provider = () => stripeProvider({ host: '127.0.0.1', port: loopback.port, protocol: 'http' })

const GOOD = 'rk_test_makerfolioreadonly01'
const SUBSCRIPTIONS_ONLY = 'rk_test_makerfoliosubsonly02'

beforeAll(async () => {
  loopback = await startStripeLoopback()
  loopback.addKey(GOOD, { subscriptions: 'read', charges: 'read', balance: 'read' })
  loopback.addKey(SUBSCRIPTIONS_ONLY, { subscriptions: 'read' })
})
afterAll(() => loopback.close())
afterEach(() => expect(loopback.problems.splice(0)).toEqual([]))

const now = new Date('2026-02-01T12:00:00Z')
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const daysAgo = (days: number) => seconds(now) - days * 86_400

describe('checking a Stripe key', () => {
  it('refuses a full secret key, and anything not shaped like a restricted key, unread', async () => {
    const before = loopback.requests.length
    const secret = await provider().checkKey('sk_live_51Habcdefghijklmnop')
    expect(secret).toMatchObject({ ok: false, reason: 'not_restricted' })
    expect(secret.ok || secret.message).toMatch(/secret key.*restricted key/s)
    expect(await provider().checkKey('pk_test_abcdefghijkl')).toMatchObject({
      reason: 'malformed',
    })
    expect(loopback.requests.length).toBe(before)
  })

  it('accepts a restricted key after one read per permission', async () => {
    loopback.setObjects([stripeBalance()])
    const before = loopback.requests.length
    expect(await provider().checkKey(GOOD)).toEqual({ ok: true })
    expect(loopback.requests.slice(before).map((r) => r.operationId)).toEqual([
      'GetSubscriptions',
      'GetCharges',
      'GetBalance',
    ])
  })

  it('names the permissions a key lacks, and says when Stripe does not know the key', async () => {
    loopback.setObjects([stripeBalance()])
    const partial = await provider().checkKey(SUBSCRIPTIONS_ONLY)
    expect(partial).toMatchObject({
      ok: false,
      reason: 'missing_permissions',
      missing: ['Charges: Read', 'Balance: Read'],
    })
    const unknown = await provider().checkKey('rk_test_nobodyissuedthis03')
    expect(unknown).toMatchObject({ ok: false, reason: 'invalid' })
    expect(JSON.stringify(unknown)).not.toContain('nobodyissuedthis')
  })

  it('says Stripe could not be reached when nothing answers', async () => {
    const closed = await startStripeLoopback()
    const port = closed.port
    await closed.close()
    const check = stripeProvider({ host: '127.0.0.1', port, protocol: 'http' }).checkKey(GOOD)
    expect(await check).toMatchObject({ ok: false, reason: 'unreachable' })
  })
})

describe('reading revenue from Stripe', () => {
  it('reads every rule’s subscription and the last 30 days’ charges into the MRR figures', async () => {
    const [a, b, c, d, e] = Array.from({ length: 5 }, () => stripeCustomer())
    const monthly = stripePrice({ unitAmount: 1500 })
    const yearly = stripePrice({ unitAmount: 12000, interval: 'year' })
    const weekly = stripePrice({ unitAmount: 1000, interval: 'week' })
    const quarterly = stripePrice({ unitAmount: 9000, intervalCount: 3 })
    const trial = stripePrice({ unitAmount: 2900 })
    const euros = stripePrice({ unitAmount: 2000, currency: 'eur' })
    const pennies = stripePrice({ unitAmount: 100, currency: 'gbp' })
    const twentyPercent = stripeDiscount(
      stripeCoupon({ percent_off: 20, duration: 'repeating', duration_in_months: 3 }),
      {
        start: seconds(new Date('2026-01-01Z')),
        end: seconds(new Date('2026-04-01Z')),
        subscription: 'sub_yearly',
      },
    )
    const fifteenOff = stripeDiscount(
      stripeCoupon({ amount_off: 1500, currency: 'usd', duration: 'forever' }),
      { start: daysAgo(20), subscription: 'sub_quarterly' },
    )
    const gbpCustomers = Array.from({ length: 150 }, () => stripeCustomer())
    loopback.setObjects([
      ...[a, b, c, d, e, ...gbpCustomers].map((customer) => customer!),
      twentyPercent,
      fifteenOff,
      stripeSubscription({ customer: a!.id!, items: [{ price: monthly, quantity: 3 }] }),
      stripeSubscription({
        id: 'sub_yearly',
        customer: a!.id!,
        items: [{ price: yearly }],
        discounts: [twentyPercent.id!],
      }),
      stripeSubscription({ customer: b!.id!, items: [{ price: weekly }], cancelAtPeriodEnd: true }),
      stripeSubscription({
        id: 'sub_quarterly',
        customer: c!.id!,
        items: [{ price: quarterly }],
        discounts: [fifteenOff.id!],
        status: 'past_due',
      }),
      stripeSubscription({ customer: d!.id!, items: [{ price: trial }], status: 'trialing' }),
      stripeSubscription({ customer: d!.id!, items: [{ price: monthly }], status: 'canceled' }),
      stripeSubscription({ customer: e!.id!, items: [{ price: euros }] }),
      ...gbpCustomers.map((customer) =>
        stripeSubscription({ customer: customer.id!, items: [{ price: pennies }] }),
      ),
      stripeCharge({ amount: 5000, refunded: 1000, created: daysAgo(10) }),
      stripeCharge({ amount: 2000, status: 'failed', created: daysAgo(9) }),
      stripeCharge({ amount: 3000, created: daysAgo(40) }),
      stripeCharge({ amount: 2000, currency: 'eur', created: daysAgo(5) }),
    ])
    const before = loopback.requests.length
    const { subscriptions, payments } = await provider().readRevenue(GOOD, now)
    const revenue = revenueByCurrency(subscriptions, payments, now)
    expect(revenue).toEqual([
      // 20.00 a month, one customer; 20.00 paid 5 days ago
      {
        currency: 'eur',
        mrr: 2000,
        payingCustomers: 1,
        pastDue: 0,
        trialing: { count: 0, mrr: 0 },
        cancelling: { count: 0, mrr: 0 },
        last30DaysRevenue: 2000,
      },
      // 150 subscriptions of 1.00, read over two pages of 100
      {
        currency: 'gbp',
        mrr: 15000,
        payingCustomers: 150,
        pastDue: 0,
        trialing: { count: 0, mrr: 0 },
        cancelling: { count: 0, mrr: 0 },
        last30DaysRevenue: 0,
      },
      // 15.00 × 3 = 45.00; 120.00 a year − 20 % = 8.00; 10.00 a week × 52 / 12 = 43.33
      // (cancelling); (90.00 − 15.00) every 3 months = 25.00 (past due): 121.33 from three
      // customers; the 29.00 trial apart; the canceled one not listed. Charges: 50.00 − 10.00
      // refunded; the failed one and the one 40 days ago left out.
      {
        currency: 'usd',
        mrr: 12133,
        payingCustomers: 3,
        pastDue: 1,
        trialing: { count: 1, mrr: 2900 },
        cancelling: { count: 1, mrr: 4333 },
        last30DaysRevenue: 4000,
      },
    ])
    const reads = loopback.requests.slice(before)
    expect(reads.map((r) => r.operationId)).toEqual([
      'GetSubscriptions',
      'GetSubscriptions',
      'GetCharges',
    ])
    expect(reads[0]?.params).toEqual({ limit: '100', expand: ['data.discounts'] })
    expect(reads[2]?.params).toEqual({ limit: '100', created: { gte: String(daysAgo(30)) } })
  })
})
