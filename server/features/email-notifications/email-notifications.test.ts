// Notification emails with real time passing: the app's notifications go through the job queue
// (JOB_TIME_SCALE 0.002: a batch email a second after the first notification, the next one
// 1.8 s after it at the soonest (batch.test.ts times them), a digest pass every 4 s) to a
// real SMTP server on loopback, and each message is read as a mail client would. Two nodes
// (two queues and buses on one database) both hear every notification: each email comes once.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { EmailPreferences } from '@common/email-preferences'
import { PgEventBus } from '@server/lib/event-bus'
import { createMailer } from '@server/lib/mail'
import { openLaunchDirectly, scheduleLaunch } from '@tests/factories/launches'
import { report } from '@tests/factories/moderation'
import { banDirectly, createComment, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { createTestApp, request, signUp, type TestApp, type TestUser } from '@tests/support/app'
import { parseMail } from '@tests/support/mime'
import { startSmtpServer, type TestSmtpServer } from '@tests/support/smtp-server'
import { useTestDatabase } from '@tests/support/test-database'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queuedMailer, workMail } from '../jobs/mail-job'
import { createJobQueue, type JobQueue } from '../jobs/queue'
import { startEmailNotifications } from './worker'

const SCALE = 0.002
const database = useTestDatabase()
let smtp: TestSmtpServer
let queue: JobQueue
let t: TestApp
let stopListening: () => void
/** The second node: its own queue workers and bus listener. */
let other: { queue: JobQueue; bus: PgEventBus; stop: () => void }

beforeAll(async () => {
  smtp = await startSmtpServer()
  const log = pino({ level: 'silent' })
  queue = createJobQueue({ pool: database.pool, log, timeScale: SCALE })
  await queue.start()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'makerfolio-email-'))
  await workMail(queue, createMailer({ smtpUrl: smtp.url, dataDir, log }))
  t = await createTestApp({
    url: database.url,
    db: database.db,
    pool: database.pool,
    mailer: queuedMailer(queue),
  })
  stopListening = await startEmailNotifications({
    db: database.db,
    pool: database.pool,
    bus: t.bus,
    queue,
    log,
    publicUrl: t.config.publicUrl,
    secret: t.config.authSecret,
  })
  const otherQueue = createJobQueue({ pool: database.pool, log, timeScale: SCALE })
  await otherQueue.start()
  await workMail(otherQueue, createMailer({ smtpUrl: smtp.url, dataDir, log }))
  const otherBus = new PgEventBus(database.url, database.pool, log)
  await otherBus.start()
  const stopOther = await startEmailNotifications({
    db: database.db,
    pool: database.pool,
    bus: otherBus,
    queue: otherQueue,
    log,
    publicUrl: t.config.publicUrl,
    secret: t.config.authSecret,
  })
  other = { queue: otherQueue, bus: otherBus, stop: stopOther }
})

afterAll(async () => {
  other?.stop()
  await other?.queue.stop()
  await other?.bus.close()
  stopListening?.()
  await queue?.stop()
  await t?.close()
  await smtp?.close()
})

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

const mailTo = (member: TestUser) => smtp.received.filter((mail) => mail.to.includes(member.email))

/** Whether every email job for the member has run (completed), so "no email" is a result. */
async function jobsDone(kind: string, member: TestUser) {
  const { rows } = await database.pool.query(
    `select count(*) filter (where state <> 'completed')::int as open, count(*)::int as total
     from pgboss.job where name = $1 and singleton_key = $2`,
    [kind, member.id],
  )
  return rows[0].total > 0 && rows[0].open === 0
}

async function mailJobsOpen() {
  const { rows } = await database.pool.query(
    `select count(*)::int as open from pgboss.job where name = 'mail-send' and state < 'completed'`,
  )
  return rows[0].open as number
}

function patchPreferences(member: TestUser, payload: Partial<EmailPreferences>) {
  return request(t.app, { method: 'PATCH', url: '/api/me/email-preferences', as: member, payload })
}

/** An IANA zone where it is about 9 in the morning now (Etc/GMT-N is UTC+N). */
function morningZone() {
  const offset = ((9 - new Date().getUTCHours() + 36) % 24) - 12
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
}

const unsubscribeLink = (text: string) =>
  text.match(/https?:\/\/\S+\/email\/unsubscribe\?token=\S+/)?.[0] ?? ''

describe('email preferences', () => {
  it('start with the defaults, change one field at a time, and refuse bad input', async () => {
    const member = await signUp(t.app)
    const got = await request(t.app, { url: '/api/me/email-preferences', as: member })
    expect(got.json()).toEqual({
      follows: 'immediate',
      comments: 'immediate',
      mentions: 'immediate',
      likes: 'digest',
      projectUpdates: 'digest',
      digest: true,
      timeZone: 'UTC',
    })
    const changed = await patchPreferences(member, { likes: 'off', timeZone: 'Europe/Paris' })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ likes: 'off', timeZone: 'Europe/Paris', digest: true })
    expect((await patchPreferences(member, { likes: 'sometimes' as 'off' })).statusCode).toBe(400)
    expect((await patchPreferences(member, { timeZone: 'Mars/Olympus' })).statusCode).toBe(400)
    const unknown = await request(t.app, {
      method: 'PATCH',
      url: '/api/me/email-preferences',
      as: member,
      payload: { digest: false, email: 'x@example.com' },
    })
    expect(unknown.statusCode).toBe(400)
    const export_ = await request(t.app, { url: '/api/me/export', as: member })
    expect(export_.json().emailPreferences).toMatchObject({ likes: 'off' })
  })
})

describe('notification emails', () => {
  it('groups what happened into one email, with both parts and unsubscribe headers', async () => {
    const alice = await signUp(t.app)
    const bob = await signUp(t.app)
    const carol = await signUp(t.app)
    const post = await createPost(t.app, alice, { content: 'My launch post' })
    await Promise.all([
      follow(t.app, bob, alice),
      createComment(t.app, carol, post.id, { content: '<b>bold</b> & "quoted"' }),
    ])
    // Likes go to the digest by default: no email of their own.
    await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like`, as: bob })

    await waitFor(() => mailTo(alice).length === 1, 'the batch email')
    const [received] = mailTo(alice)
    const mail = parseMail(received!.raw)
    expect(mail.headers.get('subject')).toBe('You have 2 new notifications on Makerfolio')
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/email\/unsubscribe\?token=[\w%.-]+>$/,
    )
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/)
    expect(mail.text).toContain(`@${bob.username} started following you`)
    expect(mail.text).toContain(
      `@${carol.username} commented on your post: “<b>bold</b> & "quoted"”`,
    )
    expect(mail.text).not.toContain('liked')
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;')
    expect(mail.html).not.toContain('<b>bold')
    expect(mail.html).toContain(`/post/${post.id}`)
    expect(mail.html).toContain('Makerfolio')

    // Something new after the email: another one, once the spacing is over.
    await createComment(t.app, bob, post.id, { content: 'Second thought' })
    await waitFor(() => mailTo(alice).length === 2, 'the next batch email')
    const next = parseMail(mailTo(alice)[1]!.raw)
    expect(next.text).toContain('Second thought')
    expect(next.text).not.toContain('started following you')
    // Both nodes asked for each batch; once every job has run there are still two emails.
    await waitFor(() => jobsDone('email-batch', alice), "alice's batch jobs to finish")
    await waitFor(async () => (await mailJobsOpen()) === 0, 'queued emails to go out')
    expect(mailTo(alice)).toHaveLength(2)
  }, 60_000)

  it('mails launch upvotes as likes and launch notices as project updates, linking the launch', async () => {
    const alice = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, alice)
    const launch = await scheduleLaunch(t.app, alice, project.id)
    await openLaunchDirectly(database.db, launch.id)
    // Upvotes ride the likes choice, the launch's own notices the project updates one.
    await patchPreferences(alice, { likes: 'immediate', projectUpdates: 'immediate' })
    // As the freeze pass tells a day's #2 (the pass itself is days/launch-notices.test.ts).
    await database.db.execute(sql`update launches set day_rank = 2 where id = ${launch.id}`)
    await database.db.execute(sql`
      insert into notifications (user_id, actor_id, type, project_id, launch_id, dedupe_key)
      values (${alice.id}, ${alice.id}, 'launch_ranked', ${project.id}, ${launch.id}, ${`launch_ranked:day:${launch.id}`})`)
    await request(t.app, { method: 'PUT', url: `/api/launches/${launch.id}/vote`, as: bob })

    await waitFor(() => mailTo(alice).length === 1, 'the batch email')
    const mail = parseMail(mailTo(alice)[0]!.raw)
    expect(mail.text).toContain(`@${bob.username} upvoted your launch of ${project.name}`)
    expect(mail.text).toContain(`Your launch of ${project.name} finished #2 of the day`)
    expect(mail.text).not.toContain(`@${alice.username}`)
    expect(mail.text).toContain(`/launch/${launch.id}`)
  }, 60_000)

  it('unsubscribes signed out with the link (one-click POST), and refuses a tampered one', async () => {
    const alice = await signUp(t.app)
    const bob = await signUp(t.app)
    await follow(t.app, bob, alice)
    await waitFor(() => mailTo(alice).length === 1, 'the batch email')
    const link = unsubscribeLink(parseMail(mailTo(alice)[0]!.raw).text)
    const url = link.replace(t.config.publicUrl, '')
    expect(`<${link}>`).toBe(parseMail(mailTo(alice)[0]!.raw).headers.get('list-unsubscribe'))

    const page = await t.app.inject({ url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('Stop sending me notification emails?')
    expect(page.body).toContain('<form method="post"')
    // Opening the link changed nothing.
    const before = await request(t.app, { url: '/api/me/email-preferences', as: alice })
    expect(before.json().follows).toBe('immediate')

    const token = new URL(link).searchParams.get('token') ?? ''
    const [payload, signature] = token.split('.')
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`
    const otherUser = Buffer.from(`${bob.id}:immediate`).toString('base64url')
    for (const bad of [`${payload}.${flipped}`, `${otherUser}.${signature}`, 'nonsense']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/email/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.body).toContain('This unsubscribe link is not valid.')
    }
    expect((await t.app.inject({ url: '/email/unsubscribe?token=x.y' })).statusCode).toBe(400)

    // What a mail provider sends: no cookie, no Origin.
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('You will no longer receive notification emails.')
    const after = await request(t.app, { url: '/api/me/email-preferences', as: alice })
    expect(after.json()).toMatchObject({
      follows: 'off',
      comments: 'off',
      mentions: 'off',
      likes: 'digest',
    })
    const bobs = await request(t.app, { url: '/api/me/email-preferences', as: bob })
    expect(bobs.json().follows).toBe('immediate')
  }, 60_000)

  it('goes to the confirmed address while an email change waits for its link', async () => {
    const alice = await signUp(t.app)
    const bob = await signUp(t.app)
    const newAddress = `new_${alice.email}`
    const change = await request(t.app, {
      method: 'POST',
      url: '/api/me/email',
      as: alice,
      payload: { newEmail: newAddress },
    })
    expect(change.statusCode).toBe(202)
    await follow(t.app, bob, alice)
    await waitFor(() => mailTo(alice).length === 1, 'the batch email')
    expect(parseMail(mailTo(alice)[0]!.raw).text).toContain('started following you')
    await waitFor(() => jobsDone('email-batch', alice), "alice's batch jobs to finish")
    await waitFor(async () => (await mailJobsOpen()) === 0, 'queued emails to go out')
    const toNew = smtp.received.filter((mail) => mail.to.includes(newAddress))
    // Only the change's own confirmation link went to the new address.
    expect(toNew.every((mail) => !mail.raw.includes('notification'))).toBe(true)
  }, 60_000)

  it('sends nothing to a banned member, nor about an actor hidden from the recipient', async () => {
    const banned = await signUp(t.app)
    const reporter = await signUp(t.app)
    const actor = await signUp(t.app)
    await follow(t.app, actor, banned)
    await banDirectly(database.db, banned.id)
    // The reporter reported the actor's profile: the actor is hidden from them.
    expect((await report(t.app, reporter, 'profile', actor.id)).statusCode).toBe(200)
    await follow(t.app, actor, reporter)

    await waitFor(() => jobsDone('email-batch', banned), "the banned member's batch to run")
    await waitFor(() => jobsDone('email-batch', reporter), "the reporter's batch to run")
    // The mail-send job would be stored by the batch's own transaction: none was.
    expect(mailTo(banned)).toHaveLength(0)
    expect(mailTo(reporter)).toHaveLength(0)
  }, 60_000)
})

describe('the weekly digest', () => {
  async function dueForDigest(member: TestUser, preferences: Partial<EmailPreferences> = {}) {
    expect(
      (await patchPreferences(member, { timeZone: morningZone(), ...preferences })).statusCode,
    ).toBe(200)
    await database.pool.query(
      `update email_preferences set last_digest_at = now() - interval '8 days' where user_id = $1`,
      [member.id],
    )
  }

  it("goes out in the member's morning with the week of the people they follow; empty ones do not", async () => {
    const reader = await signUp(t.app)
    const maker = await signUp(t.app)
    const quiet = await signUp(t.app)
    const optedOut = await signUp(t.app)
    await follow(t.app, reader, maker)
    await follow(t.app, optedOut, maker)
    await createPost(t.app, maker, { content: 'Shipped <script>alert(1)</script> today' })
    const project = await createProject(t.app, maker, { tagline: 'Invoices & <b>taxes</b>' })
    await follow(t.app, maker, reader)
    await dueForDigest(reader)
    await dueForDigest(quiet)
    await dueForDigest(optedOut, { digest: false })

    await waitFor(() => mailTo(reader).some((m) => m.raw.includes('Your week on')), 'the digest')
    const digest = parseMail(mailTo(reader).find((m) => m.raw.includes('Your week on'))!.raw)
    expect(digest.headers.get('subject')).toBe('Your week on Makerfolio')
    expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(digest.text).toContain('Top posts from people you follow')
    expect(digest.text).toContain(`@${maker.username}: Shipped <script>alert(1)</script> today`)
    expect(digest.html).toContain('Shipped &lt;script&gt;alert(1)&lt;/script&gt; today')
    expect(digest.html).not.toContain('<script>')
    expect(digest.text).toContain('New projects and milestones')
    expect(digest.text).toContain(`${project.name} by @${maker.username}: Invoices & <b>taxes</b>`)
    expect(digest.html).toContain('Invoices &amp; &lt;b&gt;taxes&lt;/b&gt;')
    expect(digest.text).toContain('New followers')
    expect(digest.text).toContain(`(@${maker.username})`)

    await waitFor(() => jobsDone('email-digest', quiet), "the quiet member's digest to run")
    const { rows } = await database.pool.query(
      'select last_digest_at > now() - interval $$1 minute$$ as moved from email_preferences where user_id = $1',
      [quiet.id],
    )
    expect(rows[0].moved).toBe(true)
    expect(mailTo(quiet)).toHaveLength(0)
    expect(mailTo(optedOut)).toHaveLength(0)

    // The digest's own link turns the digest off, signed out.
    const url = unsubscribeLink(digest.text).replace(t.config.publicUrl, '')
    const done = await t.app.inject({ method: 'POST', url, payload: '' })
    expect(done.statusCode).toBe(200)
    const after = await request(t.app, { url: '/api/me/email-preferences', as: reader })
    expect(after.json()).toMatchObject({ digest: false, comments: 'immediate' })
  }, 60_000)
})
