// The job queue with real time passing: emails the app asks for go through pg-boss to a real
// SMTP server on loopback that refuses them for a while, or for good. The queue's delays run at
// JOB_TIME_SCALE 0.01 (a minute's wait takes about a second).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FailedJob } from '@common/jobs'
import type { Page } from '@common/pagination'
import { createMailer } from '@server/lib/mail'
import { signUpModerator } from '@tests/factories/moderation'
import { createTestApp, request, signUp, type TestApp } from '@tests/support/app'
import { startSmtpServer, type TestSmtpServer } from '@tests/support/smtp-server'
import { useTestDatabase } from '@tests/support/test-database'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queuedMailer, workMail } from './mail-job'
import { createJobQueue, type JobQueue } from './queue'

const database = useTestDatabase()
let smtp: TestSmtpServer
let queue: JobQueue
let t: TestApp
/** Recipients the SMTP server refuses (451) for now. */
const refused = new Set<string>()

beforeAll(async () => {
  smtp = await startSmtpServer()
  smtp.policy = (to) => (to.some((address) => refused.has(address)) ? 'refuse' : 'accept')
  const log = pino({ level: 'silent' })
  queue = createJobQueue({ pool: database.pool, log, timeScale: 0.01 })
  await queue.start()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'makerfolio-jobs-'))
  await workMail(queue, createMailer({ smtpUrl: smtp.url, dataDir, log }))
  t = await createTestApp({
    url: database.url,
    db: database.db,
    pool: database.pool,
    mailer: queuedMailer(queue),
  })
})

afterAll(async () => {
  await queue?.stop()
  await t?.close()
  await smtp?.close()
})

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

const attemptsFor = (email: string) =>
  smtp.attempts.filter((attempt) => attempt.to.includes(email)).map((attempt) => attempt.at)
const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to.includes(email))

function askForResetLink(email: string) {
  return request(t.app, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  })
}

describe('emails through the job queue', () => {
  it('answers at once, then retries a refused email with growing waits until SMTP takes it', async () => {
    const member = await signUp(t.app)
    refused.add(member.email)
    const asked = await askForResetLink(member.email)
    expect(asked.statusCode).toBe(200)

    await waitFor(() => attemptsFor(member.email).length >= 3, 'three refused attempts')
    refused.delete(member.email)
    await waitFor(() => receivedBy(member.email).length === 1, 'the email to arrive')

    const [first, second, third] = attemptsFor(member.email) as [number, number, number]
    // The first retry waits about one (scaled) minute, the next at least twice that.
    expect(second - first).toBeGreaterThanOrEqual(900)
    expect(third - second).toBeGreaterThanOrEqual(1900)
    const [mail] = receivedBy(member.email)
    expect(mail?.raw).toContain('Subject: Reset your Makerfolio password')
    expect(mail?.raw).toMatch(/reset-password\?token=/)
  }, 60_000)

  it('lists an email refused on every attempt for moderators only, without its contents', async () => {
    const member = await signUp(t.app)
    const moderator = await signUpModerator(t.app, database.db)
    refused.add(member.email)
    expect((await askForResetLink(member.email)).statusCode).toBe(200)

    const failed = async () => {
      const response = await request(t.app, { url: '/api/moderation/jobs/failed', as: moderator })
      expect(response.statusCode).toBe(200)
      return (response.json() as Page<FailedJob>).items
    }
    await waitFor(async () => (await failed()).length === 1, 'the job to fail for good', 90_000)
    // Five attempts in all (four retries), then no more.
    expect(attemptsFor(member.email)).toHaveLength(5)
    expect(receivedBy(member.email)).toHaveLength(0)

    const [job] = await failed()
    expect(job).toMatchObject({ kind: 'mail-send', attempts: 5 })
    expect(job?.error).toContain('451')
    expect(JSON.stringify(job)).not.toContain(member.email)
    expect(JSON.stringify(job)).not.toContain('token')

    const asMember = await request(t.app, { url: '/api/moderation/jobs/failed', as: member })
    expect(asMember.statusCode).toBe(403)
    const asVisitor = await request(t.app, { url: '/api/moderation/jobs/failed' })
    expect(asVisitor.statusCode).toBe(401)

    // The outage is over: a moderator retries it, it is delivered once and leaves the list.
    const retry = (as: typeof member) =>
      request(t.app, { method: 'POST', url: `/api/moderation/jobs/${job?.id}/retry`, as })
    expect((await retry(member)).statusCode).toBe(403)
    refused.delete(member.email)
    expect((await retry(moderator)).statusCode).toBe(204)
    await waitFor(() => receivedBy(member.email).length === 1, 'the retried email to arrive')
    await waitFor(async () => (await failed()).length === 0, 'the job to leave the failed list')
    const again = await retry(moderator)
    expect(again.statusCode).toBe(404)
    expect(receivedBy(member.email)).toHaveLength(1)
  }, 120_000)

  it('retries a failed job that pg-boss has archived since', async () => {
    const member = await signUp(t.app)
    const moderator = await signUpModerator(t.app, database.db)
    refused.add(member.email)
    expect((await askForResetLink(member.email)).statusCode).toBe(200)
    const failedIds = async () =>
      (
        (
          await request(t.app, { url: '/api/moderation/jobs/failed', as: moderator })
        ).json() as Page<FailedJob>
      ).items.map((job) => job.id)
    let id: string | undefined
    await waitFor(
      async () => {
        const ids = await failedIds()
        const rows = await database.pool.query<{ id: string }>(
          `select id from pgboss.job where state = 'failed' and data->>'to' = $1`,
          [member.email],
        )
        id = rows.rows[0]?.id
        return id !== undefined && ids.includes(id)
      },
      'the job to fail for good',
      90_000,
    )
    // What pg-boss's maintenance does 12 hours after a failure: the row moves to its archive.
    await database.pool.query(
      `with moved as (delete from pgboss.job where id = $1 returning *)
       insert into pgboss.archive select *, now() from moved`,
      [id],
    )
    expect(await failedIds()).toContain(id)
    refused.delete(member.email)
    const retried = await request(t.app, {
      method: 'POST',
      url: `/api/moderation/jobs/${id}/retry`,
      as: moderator,
    })
    expect(retried.statusCode).toBe(204)
    await waitFor(() => receivedBy(member.email).length === 1, 'the retried email to arrive')
    await waitFor(async () => !(await failedIds()).includes(id!), 'the job to leave the list')
  }, 120_000)
})
