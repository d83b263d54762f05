import {
  stripeAccount,
  stripeBalance,
  stripeCoupon,
  stripeCustomer,
  stripeDiscount,
  stripePrice,
  stripeSubscription,
} from '@tests/support/stripe-fixtures'
import { type StripeLoopback, startStripeLoopback } from '@tests/support/stripe-loopback'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

// Stripe's own client, unmocked, against the loopback Stripe answering from the OpenAPI document.
let loopback: StripeLoopback
const client = (key: string) =>
  new Stripe(key, {
    host: '127.0.0.1',
    port: loopback.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })

const FULL = 'sk_test_loopbackfullaccess0000'
const READER = 'rk_test_loopbackreadonly000001'
const NO_CHARGES = 'rk_test_loopbacknocharges00002'

beforeAll(async () => {
  loopback = await startStripeLoopback()
  loopback.addKey(FULL)
  loopback.addKey(READER, { subscriptions: 'read', charges: 'read', balance: 'read' })
  loopback.addKey(NO_CHARGES, { subscriptions: 'read' })
})
afterAll(() => loopback.close())
afterEach(() => expect(loopback.problems.splice(0)).toEqual([]))

function someSubscriptions() {
  const customer = stripeCustomer()
  const monthly = stripePrice({ unitAmount: 1500 })
  const yearly = stripePrice({ unitAmount: 12000, interval: 'year' })
  const coupon = stripeCoupon({ percent_off: 20, duration: 'repeating', duration_in_months: 3 })
  const active = stripeSubscription({
    customer: customer.id!,
    items: [{ price: monthly, quantity: 3 }],
  })
  const discount = stripeDiscount(coupon, { start: 1_767_225_600, subscription: 'sub_yearly' })
  const discounted = stripeSubscription({
    id: 'sub_yearly',
    customer: customer.id!,
    items: [{ price: yearly }],
    discounts: [discount.id!],
  })
  const canceled = stripeSubscription({
    customer: customer.id!,
    items: [{ price: monthly }],
    status: 'canceled',
  })
  const trialing = stripeSubscription({
    customer: customer.id!,
    items: [{ price: monthly }],
    status: 'trialing',
  })
  return { customer, discount, active, discounted, canceled, trialing }
}

describe('the loopback Stripe, through the stripe client', () => {
  it('lists subscriptions with discounts and customers expanded, as the document shapes them', async () => {
    const s = someSubscriptions()
    loopback.setObjects([s.customer, s.discount, s.active, s.discounted, s.canceled, s.trialing])
    const page = await client(READER).subscriptions.list({
      limit: 100,
      expand: ['data.discounts', 'data.customer'],
    })
    // Newest first; canceled ones only when asked for.
    expect(page.data.map((sub) => sub.id)).toEqual([s.trialing.id, s.discounted.id, s.active.id])
    expect(page.has_more).toBe(false)
    const discounted = page.data.find((sub) => sub.id === 'sub_yearly')!
    // The document (API 2024-04-10) has the coupon on the discount; the client's newer types
    // moved it to `source.coupon`, so this reads the answer as the document shapes it.
    const [discount] = discounted.discounts as unknown as { coupon: Stripe.Coupon }[]
    expect(discount?.coupon).toMatchObject({ percent_off: 20, duration: 'repeating' })
    expect((discounted.customer as Stripe.Customer).id).toBe(s.customer.id)
    expect(discounted.items.data[0]?.price.recurring).toMatchObject({ interval: 'year' })
    // Stripe's client encodes arrays with indices; the loopback read them by the document.
    expect(loopback.requests.at(-1)).toMatchObject({
      operationId: 'GetSubscriptions',
      params: { limit: '100', expand: ['data.discounts', 'data.customer'] },
    })
    const all = await client(READER).subscriptions.list({ status: 'all' })
    expect(all.data).toHaveLength(4)
    const canceled = await client(READER).subscriptions.list({ status: 'canceled' })
    expect(canceled.data.map((sub) => sub.id)).toEqual([s.canceled.id])
  })

  it('pages with limit and starting_after, and the client’s auto-pagination walks every page', async () => {
    const customer = stripeCustomer()
    const price = stripePrice({ unitAmount: 500 })
    const subscriptions = Array.from({ length: 7 }, () =>
      stripeSubscription({ customer: customer.id!, items: [{ price }] }),
    )
    loopback.setObjects([customer, ...subscriptions])
    const first = await client(READER).subscriptions.list({ limit: 3 })
    expect(first.has_more).toBe(true)
    const second = await client(READER).subscriptions.list({
      limit: 3,
      starting_after: first.data.at(-1)!.id,
    })
    expect(second.data.map((sub) => sub.id)).toEqual(
      subscriptions
        .slice(1, 4)
        .reverse()
        .map((sub) => sub.id),
    )
    const every: string[] = []
    for await (const sub of client(READER).subscriptions.list({ limit: 3 })) every.push(sub.id)
    expect(every).toEqual(subscriptions.map((sub) => sub.id!).reverse())
  })

  it('retrieves one object, the balance and the account, and answers 404 for a missing one', async () => {
    const s = someSubscriptions()
    loopback.setObjects([s.customer, s.active, stripeBalance('eur'), stripeAccount('eur')])
    expect((await client(READER).subscriptions.retrieve(s.active.id!)).id).toBe(s.active.id)
    expect((await client(READER).balance.retrieve()).available[0]?.currency).toBe('eur')
    expect((await client(FULL).accounts.retrieveCurrent()).default_currency).toBe('eur')
    const missing = await client(READER)
      .subscriptions.retrieve('sub_missing')
      .catch((e) => e)
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' })
  })

  it('answers 400 for a parameter the document does not have or a value it refuses', async () => {
    loopback.setObjects([])
    const refused = [
      () => client(READER).subscriptions.list({ colour: 'blue' } as Stripe.SubscriptionListParams),
      () => client(READER).subscriptions.list({ status: 'sleeping' as 'active' }),
      () => client(READER).subscriptions.list({ limit: 'ten' as unknown as number }),
      () => client(READER).subscriptions.list({ limit: 101 }),
      () =>
        client(READER).subscriptions.list({ created: { gte: 'yesterday' as unknown as number } }),
    ]
    for (const call of refused) {
      const error = await call().catch((e) => e)
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
      expect(error.statusCode).toBe(400)
    }
    const unknown = await client(READER)
      .subscriptions.list({ colour: 'blue' } as Stripe.SubscriptionListParams)
      .catch((e) => e)
    expect(unknown).toMatchObject({
      param: 'colour',
      message: expect.stringContaining('Received unknown parameter: colour'),
    })
  })

  it('answers 401 for a key it does not know, 403 for a permission a restricted key lacks', async () => {
    loopback.setObjects([])
    const wrong = await client('rk_test_nobodyknowsthiskey0000')
      .subscriptions.list()
      .catch((e) => e)
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    expect(wrong.statusCode).toBe(401)
    expect(wrong.message).not.toContain('nobodyknowsthiskey')
    const charges = await client(NO_CHARGES)
      .charges.list()
      .catch((e) => e)
    expect(charges).toBeInstanceOf(Stripe.errors.StripePermissionError)
    expect(charges.statusCode).toBe(403)
    // A read-only key cannot write, whatever it may read.
    const write = await client(READER)
      .subscriptions.cancel('sub_any')
      .catch((e) => e)
    expect(write).toBeInstanceOf(Stripe.errors.StripePermissionError)
    expect((await client(NO_CHARGES).subscriptions.list()).data).toEqual([])
  })

  it('checks a write’s form against the document, and serves no writes', async () => {
    loopback.setObjects([])
    const unknown = await client(FULL)
      .customers.create({ colour: 'blue' } as Stripe.CustomerCreateParams)
      .catch((e) => e)
    expect(unknown).toMatchObject({ statusCode: 400, param: 'colour' })
    const tooLong = await client(FULL)
      .customers.create({ email: `${'a'.repeat(600)}@example.com` })
      .catch((e) => e)
    expect(tooLong).toMatchObject({ statusCode: 400, param: 'email' })
    const valid = await client(FULL)
      .customers.create({ email: 'maker@example.com', metadata: { plan: 'pro' } })
      .catch((e) => e)
    expect(valid.statusCode).toBe(501)
    expect(loopback.requests.at(-1)).toMatchObject({
      operationId: 'PostCustomers',
      params: { email: 'maker@example.com', metadata: { plan: 'pro' } },
    })
  })

  it('refuses to answer with an object the document would not allow', async () => {
    const broken = stripeCustomer()
    delete broken.livemode
    loopback.setObjects([broken])
    const error = await client(FULL)
      .customers.list()
      .catch((e) => e)
    expect(error.statusCode).toBe(500)
    expect(loopback.problems.splice(0)).toEqual([expect.stringContaining('livemode')])
  })
})
