import type { AccountExport } from '@common/account-export'
import type { MetricPoint } from '@common/project-metrics'
import type { Project } from '@common/projects'
import type { RevenueState } from '@common/revenue'
import { projectMetrics, revenueConnections } from '@server/db/schema'
import { createLogger } from '@server/lib/logger'
import { banDirectly } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { createTestApp, request, signUp, type TestApp, type TestUser } from '@tests/support/app'
import {
  stripeBalance,
  stripeCharge,
  stripeCustomer,
  stripePrice,
  stripeSubscription,
} from '@tests/support/stripe-fixtures'
import { type StripeLoopback, startStripeLoopback } from '@tests/support/stripe-loopback'
import { useTestDatabase } from '@tests/support/test-database'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { revenueDepsFrom, syncProject } from '.'

// Issue 33 §1 and §3 end to end: the app with Stripe's real client pointed at the loopback
// Stripe (tests/support/stripe-loopback.ts), a log written to memory to prove keys stay out.

const database = useTestDatabase()
let loopback: StripeLoopback
let t: TestApp
const logLines: string[] = []

const GOOD = 'rk_test_makerfolioconnect01'
const SUBSCRIPTIONS_ONLY = 'rk_test_makerfoliosubsonly02'
let keyCounter = 0
/** A fresh key with every read permission (one per project, so revoking one touches one). */
const freshKey = () => {
  keyCounter += 1
  const key = `rk_test_makerfolio${process.pid}k${keyCounter}z`
  loopback.addKey(key, { subscriptions: 'read', charges: 'read', balance: 'read' })
  return key
}

beforeAll(async () => {
  loopback = await startStripeLoopback()
  loopback.addKey(GOOD, { subscriptions: 'read', charges: 'read', balance: 'read' })
  loopback.addKey(SUBSCRIPTIONS_ONLY, { subscriptions: 'read' })
  const logger = createLogger('info', { write: (line: string) => void logLines.push(line) })
  t = await createTestApp({
    url: database.url,
    db: database.db,
    pool: database.pool,
    logger,
    config: { stripeApi: { host: '127.0.0.1', port: loopback.port, protocol: 'http' } },
  })
  // 15.00 × 3 a month and 120.00 a year (10.00 a month) from two customers, 20.00 in euros from
  // a third; 40.00 paid 10 days ago.
  const [a, b, c] = [stripeCustomer(), stripeCustomer(), stripeCustomer()]
  loopback.setObjects([
    a!,
    b!,
    c!,
    stripeBalance(),
    stripeSubscription({
      customer: a!.id!,
      items: [{ price: stripePrice({ unitAmount: 1500 }), quantity: 3 }],
    }),
    stripeSubscription({
      customer: b!.id!,
      items: [{ price: stripePrice({ unitAmount: 12000, interval: 'year' }) }],
    }),
    stripeSubscription({
      customer: c!.id!,
      items: [{ price: stripePrice({ unitAmount: 2000, currency: 'eur' }) }],
    }),
    stripeCharge({ amount: 4000, created: Math.floor(Date.now() / 1000) - 10 * 86_400 }),
  ])
})
afterAll(async () => {
  await t?.close()
  await loopback?.close()
})
afterEach(() => expect(loopback.problems.splice(0)).toEqual([]))

const revenueUrl = (projectId: string) => `/api/projects/${projectId}/revenue`
const connect = (as: TestUser | undefined, projectId: string, key: string) =>
  request(t.app, {
    method: 'PUT',
    url: revenueUrl(projectId),
    as,
    payload: { provider: 'stripe', key },
  })
const syncNow = (as: TestUser, projectId: string) =>
  request(t.app, { method: 'POST', url: `${revenueUrl(projectId)}/sync`, as })
const connectionRow = async (projectId: string) => {
  const [row] = await database.db
    .select()
    .from(revenueConnections)
    .where(eq(revenueConnections.projectId, projectId))
  return row ?? null
}
const verifiedPoints = async (projectId: string, metric: string) =>
  (
    await request(t.app, {
      url: `/api/projects/${projectId}/metrics/${metric}?source=verified`,
    })
  ).json().items as MetricPoint[]

describe('connecting Stripe to a project', () => {
  it('checks a restricted key, stores it sealed, syncs, and never answers or logs the key', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const key = freshKey()
    const response = await connect(ada, project.id, key)
    expect(response.statusCode).toBe(200)
    const state: RevenueState = response.json()
    expect(state.providers).toEqual([
      { id: 'stripe', permissions: ['Subscriptions: Read', 'Charges: Read', 'Balance: Read'] },
    ])
    expect(state.connection).toMatchObject({
      provider: 'stripe',
      keyLast4: key.slice(-4),
      status: 'active',
      lastError: null,
      customers: 3,
      nextManualSyncAt: null,
      lastSyncedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
    expect(state.connection?.revenue).toEqual([
      expect.objectContaining({ currency: 'eur', mrr: 2000, payingCustomers: 1 }),
      expect.objectContaining({
        currency: 'usd',
        mrr: 5500,
        payingCustomers: 2,
        last30DaysRevenue: 4000,
      }),
    ])
    expect(response.body).not.toContain(key)

    // At rest: sealed, bound to its row; the plain key nowhere in the row.
    const row = await connectionRow(project.id)
    expect(row?.sealedKey).toMatch(/^v1\./)
    expect(JSON.stringify(row)).not.toContain(key)
    expect(JSON.stringify(row)).not.toContain(key.slice(8))

    // Public: the project carries the verified numbers; the history the verified points.
    const shown: Project = (await request(t.app, { url: `/api/projects/${project.id}` })).json()
    expect(shown.verifiedRevenue).toEqual({
      provider: 'stripe',
      mrr: [
        { currency: 'eur', amount: 2000 },
        { currency: 'usd', amount: 5500 },
      ],
      customers: 3,
      updatedAt: state.connection?.lastSyncedAt,
    })
    const mrrPoints = await verifiedPoints(project.id, 'mrr')
    expect(mrrPoints.map((p) => [p.value, p.currency, p.source]).sort()).toEqual([
      [20, 'eur', 'verified'],
      [55, 'usd', 'verified'],
    ])
    expect((await verifiedPoints(project.id, 'customers')).map((p) => p.value)).toEqual([3])
    // The self-reported series stays apart (this project typed none).
    const typed = await request(t.app, { url: `/api/projects/${project.id}/metrics/mrr` })
    expect(typed.json().items).toEqual([])

    const owner = await request(t.app, { url: revenueUrl(project.id), as: ada })
    expect(owner.json().connection.keyLast4).toBe(key.slice(-4))
    expect(owner.body).not.toContain(key)
    expect(logLines.join('\n')).not.toContain(key)
    expect(logLines.join('\n')).not.toContain(key.slice(8))
  })

  it('refuses a full secret key without asking Stripe, explaining why', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const before = loopback.requests.length
    const response = await connect(ada, project.id, 'sk_test_51Hfullsecretkeyabcdef')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toMatch(/secret key.*restricted key.*rk_/s)
    expect(loopback.requests.length).toBe(before)
    expect(await connectionRow(project.id)).toBeNull()
    expect(logLines.join('\n')).not.toContain('sk_test_51Hfullsecretkeyabcdef')
  })

  it('refuses a key missing a permission, naming it, and a key Stripe does not know', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const partial = await connect(ada, project.id, SUBSCRIPTIONS_ONLY)
    expect(partial.statusCode).toBe(400)
    expect(partial.json().error.message).toContain('Charges: Read, Balance: Read')
    expect(partial.json().error.fields.key).toContain('Charges: Read')
    const unknown = await connect(ada, project.id, 'rk_test_nobodyissuedthiskey9')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.message).toMatch(/does not accept this key/)
    expect(unknown.body).not.toContain('nobodyissuedthiskey9')
    expect(await connectionRow(project.id)).toBeNull()
  })

  it('is the owner’s only: makers and members 403, visitors 401, banned 403, no project 404', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const maker = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await request(t.app, {
      method: 'POST',
      url: `/api/projects/${project.id}/invitations`,
      as: ada,
      payload: { username: maker.username },
    })
    const accepted = await request(t.app, {
      method: 'POST',
      url: `/api/projects/${project.id}/invitation/accept`,
      as: maker,
    })
    expect(accepted.statusCode).toBe(200)
    expect((await connect(maker, project.id, GOOD)).statusCode).toBe(403)
    expect((await connect(bob, project.id, GOOD)).statusCode).toBe(403)
    expect((await request(t.app, { url: revenueUrl(project.id), as: maker })).statusCode).toBe(403)
    expect((await connect(undefined, project.id, GOOD)).statusCode).toBe(401)
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await connect(ada, missing, GOOD)).statusCode).toBe(404)
    await banDirectly(database.db, ada.id)
    expect((await connect(ada, project.id, GOOD)).statusCode).toBe(403)
    expect(await connectionRow(project.id)).toBeNull()
  })

  it('disconnecting deletes the row and its key; the project loses its verified numbers', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    expect((await connect(ada, project.id, freshKey())).statusCode).toBe(200)
    const gone = await request(t.app, { method: 'DELETE', url: revenueUrl(project.id), as: ada })
    expect(gone.statusCode).toBe(204)
    expect(await connectionRow(project.id)).toBeNull()
    const state = await request(t.app, { url: revenueUrl(project.id), as: ada })
    expect(state.json().connection).toBeNull()
    const shown = await request(t.app, { url: `/api/projects/${project.id}` })
    expect(shown.json().verifiedRevenue).toBeNull()
    // The verified history stays, as every history point does.
    expect(await verifiedPoints(project.id, 'customers')).toHaveLength(1)
  })
})

describe('the logger', () => {
  it('redacts a provider key wherever a request body or a connection row is logged', () => {
    const lines: string[] = []
    const log = createLogger('info', { write: (line: string) => void lines.push(line) })
    log.info({ body: { provider: 'stripe', key: GOOD } }, 'connect')
    log.info({ req: { body: { key: GOOD } } }, 'request')
    log.info({ connection: { sealedKey: 'v1.abc.def' } }, 'row')
    expect(lines).toHaveLength(3)
    expect(lines.join('\n')).not.toContain(GOOD)
    expect(lines.join('\n')).not.toContain('v1.abc.def')
  })
})

describe('syncing', () => {
  it('"Sync now" passes once per 10 minutes: of two concurrent clicks one syncs, one waits', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await connect(ada, project.id, freshKey())
    const answers = await Promise.all([syncNow(ada, project.id), syncNow(ada, project.id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429])
    const refused = answers.find((a) => a.statusCode === 429)!
    expect(refused.json().error.message).toMatch(/sync again in (10|9) minutes/)
    const synced = answers.find((a) => a.statusCode === 200)!
    expect(synced.json().connection.nextManualSyncAt).toMatch(/^\d{4}-/)
    expect((await syncNow(ada, project.id)).statusCode).toBe(429)
    // The connect and the one manual sync: two verified points.
    expect(await verifiedPoints(project.id, 'customers')).toHaveLength(2)
    // Ten minutes later it passes again.
    await database.db
      .update(revenueConnections)
      .set({ lastManualSyncAt: new Date(Date.now() - 10 * 60_000 - 1000) })
      .where(eq(revenueConnections.projectId, project.id))
    expect((await syncNow(ada, project.id)).statusCode).toBe(200)
    const none = await createProject(t.app, ada)
    expect((await syncNow(ada, none.id)).statusCode).toBe(404)
  })

  it('a key Stripe stopped accepting marks the connection needs attention and emails the owner once', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const key = freshKey()
    await connect(ada, project.id, key)
    loopback.removeKey(key)
    const mailBefore = t.mail.length
    const deps = revenueDepsOf()
    expect(await syncProject(deps, project.id)).toBe('key_refused')
    expect(await syncProject(deps, project.id)).toBe('key_refused')
    const state = (await request(t.app, { url: revenueUrl(project.id), as: ada })).json()
    expect(state.connection).toMatchObject({
      status: 'needs_attention',
      lastError: expect.stringMatching(/no longer accepts the key/),
    })
    const mails = t.mail.slice(mailBefore).filter((m) => m.to === ada.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toContain('needs attention')
    expect(mails[0]?.text).not.toContain(key)
    // The last good numbers stay shown.
    const shown = await request(t.app, { url: `/api/projects/${project.id}` })
    expect(shown.json().verifiedRevenue.customers).toBe(3)
  })
})

describe('a connection over time', () => {
  it('connecting again replaces the key; a key that works again makes the connection active', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const first = freshKey()
    await connect(ada, project.id, first)
    const sealedFirst = (await connectionRow(project.id))!.sealedKey
    loopback.removeKey(first)
    expect(await syncProject(revenueDepsOf(), project.id)).toBe('key_refused')
    expect((await connectionRow(project.id))!.status).toBe('needs_attention')
    // The owner pastes a new key: the old sealed one is gone, the status active again.
    const second = freshKey()
    const replaced = await connect(ada, project.id, second)
    expect(replaced.json().connection).toMatchObject({
      keyLast4: second.slice(-4),
      status: 'active',
      lastError: null,
    })
    const row = (await connectionRow(project.id))!
    expect(row.sealedKey).not.toBe(sealedFirst)
    // A refused key given its permissions back (here: registered again) syncs and recovers.
    loopback.removeKey(second)
    expect(await syncProject(revenueDepsOf(), project.id)).toBe('key_refused')
    loopback.addKey(second, { subscriptions: 'read', charges: 'read', balance: 'read' })
    expect(await syncProject(revenueDepsOf(), project.id)).toBe('synced')
    expect((await connectionRow(project.id))!).toMatchObject({ status: 'active', lastError: null })
  })

  it('a sealed key copied onto another project’s row does not open', async () => {
    const ada = await signUp(t.app)
    const [one, two] = [await createProject(t.app, ada), await createProject(t.app, ada)]
    await connect(ada, one.id, freshKey())
    await connect(ada, two.id, freshKey())
    const stolen = (await connectionRow(one.id))!.sealedKey
    await database.db
      .update(revenueConnections)
      .set({ sealedKey: stolen })
      .where(eq(revenueConnections.projectId, two.id))
    await expect(syncProject(revenueDepsOf(), two.id)).rejects.toThrow(/cannot be opened/)
  })
})

describe('around the connection', () => {
  it('refuses a change of self-reported MRR while connected, not the same value', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada, { mrr: '100' })
    await connect(ada, project.id, freshKey())
    const patch = (payload: object) =>
      request(t.app, { method: 'PATCH', url: `/api/projects/${project.id}`, as: ada, payload })
    const refused = await patch({ mrr: 500 })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toMatch(/MRR comes from the connected payment provider/)
    expect((await patch({ mrr: 100, tagline: 'Same MRR' })).statusCode).toBe(200)
    expect((await patch({ userCount: 12 })).statusCode).toBe(200)
    await request(t.app, { method: 'DELETE', url: revenueUrl(project.id), as: ada })
    expect((await patch({ mrr: 500 })).statusCode).toBe(200)
  })

  it('is in the account export without the key, and goes with the project', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const key = freshKey()
    await connect(ada, project.id, key)
    const exported = await request(t.app, { url: '/api/me/export', as: ada })
    const data: AccountExport = exported.json()
    expect(data.revenueConnections).toEqual([
      {
        projectId: project.id,
        provider: 'stripe',
        keyLast4: key.slice(-4),
        status: 'active',
        lastSyncedAt: expect.any(String),
        connectedAt: expect.any(String),
      },
    ])
    expect(exported.body).not.toContain(key)
    expect(exported.body).not.toContain((await connectionRow(project.id))!.sealedKey)
    const deleted = await request(t.app, {
      method: 'DELETE',
      url: `/api/projects/${project.id}`,
      as: ada,
    })
    expect(deleted.statusCode).toBe(204)
    expect(await connectionRow(project.id)).toBeNull()
    const points = await database.db
      .select()
      .from(projectMetrics)
      .where(and(eq(projectMetrics.projectId, project.id), eq(projectMetrics.source, 'verified')))
    expect(points).toEqual([])
  })
})

describe('deleting the account', () => {
  it('deletes its projects’ connections and keys', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await connect(ada, project.id, freshKey())
    const deleted = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: ada,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.statusCode).toBe(204)
    expect(await connectionRow(project.id)).toBeNull()
  })
})

/** The service's dependencies as the app has them, for the sync the queue runs. */
function revenueDepsOf() {
  return revenueDepsFrom({
    config: t.config,
    db: database.db,
    mailer: { send: async (message) => void t.mail.push(message) },
  })
}
