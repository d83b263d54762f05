import type { MetricPoint } from '@common/project-metrics'
import { revenueConnections } from '@server/db/schema'
import type { MailMessage } from '@server/lib/mail'
import { createProject } from '@tests/factories/projects'
import { createTestApp, request, signUp, type TestApp } from '@tests/support/app'
import {
  stripeBalance,
  stripeCustomer,
  stripePrice,
  stripeSubscription,
} from '@tests/support/stripe-fixtures'
import { type StripeLoopback, startStripeLoopback } from '@tests/support/stripe-loopback'
import { useTestDatabase } from '@tests/support/test-database'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJobQueue, type JobQueue } from '../jobs/queue'
import { revenueDepsFrom, syncProject } from '.'
import { startRevenueSync } from './sync-job'

// The daily sync with real time passing: JOB_TIME_SCALE 0.001 makes a pass every 4 s and a day
// 86 s, so a connection is made due by moving its last attempt back a (scaled) day.

const SCALE = 0.001
const database = useTestDatabase()
let loopback: StripeLoopback
let t: TestApp
let queue: JobQueue
const mail: MailMessage[] = []
let keyCounter = 0

const freshKey = () => {
  keyCounter += 1
  const key = `rk_test_dailysync${process.pid}k${keyCounter}z`
  loopback.addKey(key, { subscriptions: 'read', charges: 'read', balance: 'read' })
  return key
}

beforeAll(async () => {
  loopback = await startStripeLoopback()
  const stripeApi = { host: '127.0.0.1', port: loopback.port, protocol: 'http' as const }
  t = await createTestApp({
    url: database.url,
    db: database.db,
    pool: database.pool,
    config: { stripeApi },
  })
  const customer = stripeCustomer()
  loopback.setObjects([
    customer,
    stripeBalance(),
    stripeSubscription({
      customer: customer.id!,
      items: [{ price: stripePrice({ unitAmount: 900 }) }],
    }),
  ])
  const log = pino({ level: 'silent' })
  queue = createJobQueue({ pool: database.pool, log, timeScale: SCALE })
  await queue.start()
  const deps = revenueDepsFrom({
    config: t.config,
    db: database.db,
    mailer: { send: async (message) => void mail.push(message) },
  })
  await startRevenueSync(queue, { ...deps, log })
})
afterAll(async () => {
  await queue?.stop()
  await t?.close()
  await loopback?.close()
})

const customerPoints = async (projectId: string) =>
  (
    await request(t.app, {
      url: `/api/projects/${projectId}/metrics/customers?source=verified`,
    })
  ).json().items as MetricPoint[]

/** The connection's last attempt moved back past a scaled day: the next pass finds it due. */
const makeDue = (projectId: string) =>
  database.db
    .update(revenueConnections)
    .set({ updatedAt: sql`now() - interval '100 seconds'` })
    .where(eq(revenueConnections.projectId, projectId))

async function waitFor(check: () => Promise<boolean>, ms = 20_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('waited in vain')
}

describe('the daily sync', () => {
  it('syncs a connection due and adds a verified point; a fresh one waits its day', async () => {
    const ada = await signUp(t.app)
    const due = await createProject(t.app, ada)
    const fresh = await createProject(t.app, ada)
    for (const project of [due, fresh]) {
      const connected = await request(t.app, {
        method: 'PUT',
        url: `/api/projects/${project.id}/revenue`,
        as: ada,
        payload: { provider: 'stripe', key: freshKey() },
      })
      expect(connected.statusCode).toBe(200)
    }
    expect(await customerPoints(due.id)).toHaveLength(1)
    await makeDue(due.id)
    await waitFor(async () => (await customerPoints(due.id)).length === 2)
    expect((await customerPoints(due.id)).map((point) => point.value)).toEqual([1, 1])
    expect(await customerPoints(fresh.id)).toHaveLength(1)
  }, 30_000)

  it('marks a connection whose key was deleted in Stripe as needing attention, and emails once', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada, { name: `Revoked ${process.pid}` })
    const key = freshKey()
    await request(t.app, {
      method: 'PUT',
      url: `/api/projects/${project.id}/revenue`,
      as: ada,
      payload: { provider: 'stripe', key },
    })
    loopback.removeKey(key)
    await makeDue(project.id)
    const status = async () =>
      (await request(t.app, { url: `/api/projects/${project.id}/revenue`, as: ada })).json()
        .connection.status
    await waitFor(async () => (await status()) === 'needs_attention')
    const told = mail.filter((message) => message.to === ada.email)
    expect(told).toHaveLength(1)
    expect(told[0]?.subject).toBe(`Revoked ${process.pid}: your payment provider needs attention`)
    expect(told[0]?.text).toContain(`/project/${project.id}`)
    expect(JSON.stringify(told)).not.toContain(key)
  }, 30_000)

  it('leaves a message and the status as it was when the provider cannot be reached', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await request(t.app, {
      method: 'PUT',
      url: `/api/projects/${project.id}/revenue`,
      as: ada,
      payload: { provider: 'stripe', key: freshKey() },
    })
    const closed = await startStripeLoopback()
    const port = closed.port
    await closed.close()
    const offline = revenueDepsFrom({
      config: { ...t.config, stripeApi: { host: '127.0.0.1', port, protocol: 'http' } },
      db: database.db,
      mailer: { send: async (message) => void mail.push(message) },
    })
    expect(await syncProject(offline, project.id)).toBe('unavailable')
    const state = (
      await request(t.app, { url: `/api/projects/${project.id}/revenue`, as: ada })
    ).json()
    expect(state.connection).toMatchObject({
      status: 'active',
      lastError: expect.stringMatching(/could not reach the payment provider/),
      customers: 1,
    })
  }, 60_000)
})
