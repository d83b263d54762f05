// The job queue across stops, like the crash test (server/security/crash-recovery.test.ts): the
// real server (`npm start`'s entry, embedded PostgreSQL) sends a password-reset email to a real
// SMTP server on loopback that holds its answer, so the job is in flight when the server is
// SIGKILLed or SIGTERMed. Delays run at JOB_TIME_SCALE 0.01 (a minute takes about a second).
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  type AppProcess,
  embeddedDatabaseUrl,
  exited,
  startAppProcess,
  stopPostmaster,
} from '@tests/support/app-process'
import { freePort } from '@tests/support/server-process'
import { startSmtpServer, type TestSmtpServer } from '@tests/support/smtp-server'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let dataDir: string
let port: number
let smtp: TestSmtpServer
let server: AppProcess | undefined
/** Recipients whose messages the SMTP server holds unanswered. */
const held = new Set<string>()

const start = async () => {
  server = await startAppProcess(dataDir, port, { SMTP_URL: smtp.url, JOB_TIME_SCALE: '0.01' })
  return server
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'makerfolio-jobs-crash-'))
  await chmod(dataDir, 0o755)
  port = await freePort()
  smtp = await startSmtpServer()
  smtp.policy = (to) => (to.some((address) => held.has(address)) ? 'hold' : 'accept')
})

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL')
    await exited(server.child)
  }
  await stopPostmaster(dataDir)
  await smtp?.close()
  await rm(dataDir, { recursive: true, force: true })
}, 60_000)

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

const api = (pathname: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function signUpEmail(label: string) {
  const name = `${label}_${Math.floor(Math.random() * 1e6)}`
  const email = `${name}@example.com`
  const response = await api('/api/auth/sign-up/email', {
    email,
    password: 'correct horse battery',
    name,
  })
  expect(response.status).toBe(200)
  return email
}

/** Asks for a reset link and waits until its email is on the wire, held by the SMTP server. */
async function resetEmailInFlight(email: string) {
  held.add(email)
  const asked = await api('/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
  })
  expect(asked.status).toBe(200)
  await waitFor(() => attemptsFor(email) === 1, 'the email to be on the wire')
}

const attemptsFor = (email: string) =>
  smtp.attempts.filter((attempt) => attempt.to.includes(email)).length
const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).length

async function jobStates(): Promise<string[]> {
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) })
  await db.connect()
  try {
    const { rows } = await db.query<{ state: string }>(
      `select state from pgboss.job where name = 'mail-send'
       union all select state from pgboss.archive where name = 'mail-send'`,
    )
    return rows.map((row) => row.state)
  } finally {
    await db.end()
  }
}

describe('the job queue across stops of its server', () => {
  it('SIGKILL mid-send: after the restart the job expires and the email is sent', async () => {
    const running = await start()
    const email = await signUpEmail('killed')
    await resetEmailInFlight(email)

    running.child.kill('SIGKILL')
    await exited(running.child)
    held.delete(email)
    await waitFor(() => smtp.heldOpen === 0, 'the SMTP server to see the sender gone')
    smtp.release() // answers a connection that died with the server: nothing is delivered
    expect(receivedBy(email)).toBe(0)

    await start()
    await waitFor(() => receivedBy(email) === 1, 'the email after the restart')
    expect(attemptsFor(email)).toBe(2)
  }, 120_000)

  it('SIGTERM mid-send: the send finishes before the server exits, and is not sent again', async () => {
    const running = server ?? (await start())
    const email = await signUpEmail('stopped')
    await resetEmailInFlight(email)

    running.child.kill('SIGTERM')
    held.delete(email)
    smtp.release()
    await exited(running.child)
    expect(running.child.exitCode).toBe(0)
    expect(receivedBy(email)).toBe(1)
    // Back up (the database stops with the server): the job is done, nothing waits to resend it.
    await start()
    expect((await jobStates()).filter((state) => state !== 'completed')).toEqual([])
    expect(attemptsFor(email)).toBe(1)
  }, 120_000)

  it('SIGTERM with a send that does not finish: the job goes back to the queue and is sent after', async () => {
    const running = server ?? (await start())
    const email = await signUpEmail('requeued')
    await resetEmailInFlight(email)

    running.child.kill('SIGTERM')
    await exited(running.child) // the (scaled) wait runs out with the send still held
    expect(running.child.exitCode).toBe(0)
    held.delete(email)
    await waitFor(() => smtp.heldOpen === 0, 'the SMTP server to see the sender gone')
    smtp.release()
    expect(receivedBy(email)).toBe(0)

    await start()
    await waitFor(() => receivedBy(email) === 1, 'the email after the restart')
    expect(attemptsFor(email)).toBe(2)
    expect((await jobStates()).filter((state) => state !== 'completed')).toEqual([])
  }, 120_000)
})
