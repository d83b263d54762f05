// When "right away" emails go out (decision 031), on two nodes (two queues and buses on one
// database) with real time passing at JOB_TIME_SCALE 0.01: the minute's wait is 1 s (0.6 s, but
// no scaled delay is under a second), the 15-minute spacing 9 s. No node sends mail here: the emails are the `mail-send` jobs the batch
// stores, read with the database's clock, like every time below.
import { PgEventBus } from '@server/lib/event-bus'
import { banDirectly, createComment, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { createTestApp, request, signUp, type TestApp, type TestUser } from '@tests/support/app'
import { useTestDatabase } from '@tests/support/test-database'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJobQueue, type JobQueue } from '../../jobs/queue'
import { startEmailNotifications } from '../worker'
import { BATCH_GATHER_SECONDS, BATCH_SPACING_SECONDS } from './service'

const SCALE = 0.01
const GATHER_MS = Math.max(1, BATCH_GATHER_SECONDS * SCALE) * 1000
const SPACING_MS = BATCH_SPACING_SECONDS * SCALE * 1000
const database = useTestDatabase()
let t: TestApp
const nodes: { queue: JobQueue; bus?: PgEventBus; stop: () => void }[] = []

beforeAll(async () => {
  const log = pino({ level: 'silent' })
  t = await createTestApp({ url: database.url, db: database.db, pool: database.pool })
  for (const isFirst of [true, false]) {
    const queue = createJobQueue({ pool: database.pool, log, timeScale: SCALE })
    await queue.start()
    const bus = isFirst ? undefined : new PgEventBus(database.url, database.pool, log)
    await bus?.start()
    const stop = await startEmailNotifications({
      db: database.db,
      pool: database.pool,
      bus: bus ?? t.bus,
      queue,
      log,
      publicUrl: t.config.publicUrl,
      secret: t.config.authSecret,
    })
    nodes.push({ queue, bus, stop })
  }
})

afterAll(async () => {
  for (const node of nodes) {
    node.stop()
    await node.queue.stop()
    await node.bus?.close()
  }
  await t?.close()
})

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The member's emails in the order they were stored, `storedAt` in ms on the database's clock. */
async function emailsTo(member: TestUser) {
  const { rows } = await database.pool.query<{ text: string; storedAt: number }>(
    `select data->>'text' as text, extract(epoch from created_on)::float8 * 1000 as "storedAt"
     from pgboss.job where name = 'mail-send' and data->>'to' = $1 order by created_on`,
    [member.email],
  )
  return rows
}

/** The member's batch jobs: when each was asked for and when it may start (ms). */
async function batchJobs(member: TestUser) {
  const { rows } = await database.pool.query<{ state: string; askedAt: number; startAt: number }>(
    `select state, extract(epoch from created_on)::float8 * 1000 as "askedAt",
       extract(epoch from start_after)::float8 * 1000 as "startAt"
     from pgboss.job where name = 'email-batch' and singleton_key = $1 order by created_on`,
    [member.id],
  )
  return rows
}

const emailCount = async (member: TestUser, count: number) =>
  (await emailsTo(member)).length === count
const batchesDone = async (member: TestUser) =>
  (await batchJobs(member)).every((job) => job.state === 'completed')

async function databaseNow() {
  const { rows } = await database.pool.query<{ now: number }>(
    'select extract(epoch from clock_timestamp())::float8 * 1000 as now',
  )
  return rows[0]!.now
}

/** A follower brings the member a first email; then every job asked for it has run. */
async function firstEmail(member: TestUser) {
  const fan = await signUp(t.app)
  await follow(t.app, fan, member)
  await waitFor(() => emailCount(member, 1), 'the first email')
  await waitFor(() => batchesDone(member), 'the batch jobs to finish')
  return { fan, email: (await emailsTo(member))[0]! }
}

/** The member's batch jobs asked for after `since` (ms, the database's clock). */
const asksSince = async (member: TestUser, since: number) =>
  (await batchJobs(member)).filter((job) => job.askedAt > since)

describe('right-away notification emails', () => {
  it('mail the first notifications after a quiet spell within the minute, a burst as one email', async () => {
    const member = await signUp(t.app)
    const [fan, commenter, replier] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ]
    const post = await createPost(t.app, member, { content: 'Quiet until now' })

    await Promise.all([
      follow(t.app, fan, member),
      createComment(t.app, commenter, post.id, { content: 'First!' }),
      createComment(t.app, replier, post.id, { content: 'Second!' }),
    ])
    await waitFor(() => emailCount(member, 1), 'the email')
    await waitFor(() => batchesDone(member), 'the batch jobs to finish')

    // The batch was asked for a (scaled) minute ahead, not 15 minutes; the email waited for it.
    const [job] = await batchJobs(member)
    expect(job!.startAt - job!.askedAt).toBeLessThanOrEqual(GATHER_MS + 1)
    const emails = await emailsTo(member)
    expect(emails[0]!.storedAt).toBeGreaterThanOrEqual(job!.startAt)
    // Everything in the burst is in that one email (both nodes asked; one job ran).
    expect(emails).toHaveLength(1)
    expect(emails[0]!.text).toContain(`@${fan.username} started following you`)
    expect(emails[0]!.text).toContain(`@${commenter.username} commented on your post: “First!”`)
    expect(emails[0]!.text).toContain(`@${replier.username} commented on your post: “Second!”`)
  }, 60_000)

  it('hold a notification right after an email until 15 minutes after that email', async () => {
    const member = await signUp(t.app)
    const { fan, email: first } = await firstEmail(member)
    const late = await signUp(t.app)
    const followedAt = await databaseNow()
    await follow(t.app, late, member)

    await waitFor(() => emailCount(member, 2), 'the second email')
    const second = (await emailsTo(member))[1]!
    expect(second.storedAt - first.storedAt).toBeGreaterThanOrEqual(SPACING_MS)
    expect(second.text).toContain(`@${late.username} started following you`)
    expect(second.text).not.toContain(`@${fan.username}`)
    // Each node's ask named the same time: the first email's plus the spacing (to the ms).
    const asks = await asksSince(member, followedAt)
    expect(asks.length).toBeGreaterThan(0)
    for (const ask of asks) {
      expect(ask.startAt - first.storedAt).toBeGreaterThanOrEqual(SPACING_MS)
      expect(ask.startAt - first.storedAt).toBeLessThanOrEqual(SPACING_MS + 1)
    }
  }, 60_000)

  it('send nothing from a job that runs before the spacing is over; it waits for its time', async () => {
    const member = await signUp(t.app)
    const { email: first } = await firstEmail(member)
    const late = await signUp(t.app)
    const followedAt = await databaseNow()
    await follow(t.app, late, member)
    await waitFor(async () => (await asksSince(member, followedAt)).length > 0, 'the ask')
    // As if a node had asked before the first email committed: its job is due at once.
    await database.pool.query(
      `update pgboss.job set start_after = now() where name = 'email-batch' and singleton_key = $1 and state = 'created'`,
      [member.id],
    )
    const madeDueAt = await databaseNow()

    await waitFor(() => emailCount(member, 2), 'the second email')
    const second = (await emailsTo(member))[1]!
    expect(second.storedAt - first.storedAt).toBeGreaterThanOrEqual(SPACING_MS)
    expect(second.text).toContain(`@${late.username} started following you`)
    // The early job stored its successor for the first email's time plus the spacing.
    const requeued = await asksSince(member, madeDueAt)
    expect(requeued).toHaveLength(1)
    expect(requeued[0]!.startAt - first.storedAt).toBeGreaterThanOrEqual(SPACING_MS)
    expect(requeued[0]!.startAt - first.storedAt).toBeLessThanOrEqual(SPACING_MS + 1)
  }, 60_000)

  it('still mail nothing to a member banned or deleted while their next email waits', async () => {
    const banned = await signUp(t.app)
    const deleted = await signUp(t.app)
    await Promise.all([firstEmail(banned), firstEmail(deleted)])
    const fan = await signUp(t.app)
    const followedAt = await databaseNow()
    await follow(t.app, fan, banned)
    await follow(t.app, fan, deleted)
    for (const member of [banned, deleted])
      await waitFor(async () => (await asksSince(member, followedAt)).length > 0, 'the asks')
    await banDirectly(database.db, banned.id)
    const gone = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: deleted,
      payload: { confirm: 'DELETE' },
    })
    expect(gone.statusCode).toBeLessThan(300)

    await waitFor(() => batchesDone(banned), "the banned member's batch to run")
    await waitFor(() => batchesDone(deleted), "the deleted member's batch to run")
    expect(await emailsTo(banned)).toHaveLength(1)
    expect(await emailsTo(deleted)).toHaveLength(1)
  }, 60_000)
})
