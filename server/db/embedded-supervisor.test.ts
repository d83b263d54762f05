// The supervisor restarts an embedded PostgreSQL whose postmaster was SIGKILLed, on the same URL,
// with back-off while restarts fail, and never after stop().
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isAlive, postmasterPid } from '@tests/support/app-process'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase, type Database, databaseAnswers } from './client'
import { type EmbeddedOptions, startEmbeddedPostgres } from './embedded'
import { type SupervisedDatabase, startSupervisedPostgres } from './embedded-supervisor'

let dataDir: string
let supervised: SupervisedDatabase | undefined
let database: Database | undefined
const lines: string[] = []
const log = {
  info: (message: string) => void lines.push(`info: ${message}`),
  warn: (message: string) => void lines.push(`warn: ${message}`),
  error: (message: string) => void lines.push(`error: ${message}`),
  debug() {},
}

// One cluster for the file (initdb is the slow part); each test starts and stops it.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'makerfolio-supervisor-test-'))
  await chmod(dataDir, 0o755)
})

beforeEach(() => {
  lines.length = 0
})

afterEach(async () => {
  await database?.close()
  await supervised?.stop()
  database = undefined
  supervised = undefined
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; log:\n${lines.join('\n')}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function killPostmaster() {
  const pid = postmasterPid(dataDir)
  if (!pid) throw new Error('no postmaster')
  process.kill(pid, 'SIGKILL')
  return pid
}

describe('supervised embedded PostgreSQL', () => {
  it('starts again by itself after its postmaster is SIGKILLed, same URL, data kept', async () => {
    supervised = await startSupervisedPostgres({ dataDir, log })
    let restarts = 0
    supervised.onRestart(() => restarts++)
    database = createDatabase(supervised.url, { max: 2 })
    await database.pool.query(`CREATE TABLE kept (note text); INSERT INTO kept VALUES ('before')`)

    const killed = killPostmaster()
    await waitUntil(() => !isAlive(killed))
    await waitUntil(() => restarts === 1)

    await waitUntil(() => databaseAnswers(database!.pool))
    const { rows } = await database.pool.query('SELECT note FROM kept')
    expect(rows).toEqual([{ note: 'before' }])
    expect(postmasterPid(dataDir)).not.toBe(killed)
    expect(
      lines.some((line) => line.startsWith('error: Embedded PostgreSQL exited (SIGKILL)')),
    ).toBe(true)
  })

  it('keeps trying with growing waits while restarts fail, the database down meanwhile', async () => {
    let failuresLeft = 0
    const attempts: number[] = []
    const start = async (options: EmbeddedOptions) => {
      attempts.push(Date.now())
      if (failuresLeft-- > 0) throw new Error('simulated: the port is still taken')
      return startEmbeddedPostgres(options)
    }
    supervised = await startSupervisedPostgres({ dataDir, log, start, firstDelayMs: 200 })
    let restarts = 0
    supervised.onRestart(() => restarts++)
    database = createDatabase(supervised.url, { max: 2 })

    failuresLeft = 3
    attempts.length = 0
    killPostmaster()
    await waitUntil(() => attempts.length === 2)
    expect(await databaseAnswers(database.pool)).toBe(false)
    await waitUntil(() => restarts === 1)
    expect(await databaseAnswers(database.pool)).toBe(true)

    // 3 failures then success: waits of 200, 400 and 800 ms between the 4 attempts.
    expect(attempts).toHaveLength(4)
    const waits = attempts.slice(1).map((at, index) => at - attempts[index]!)
    expect(waits[0]).toBeGreaterThanOrEqual(190)
    expect(waits[1]).toBeGreaterThanOrEqual(390)
    expect(waits[2]).toBeGreaterThanOrEqual(790)
    expect(lines.filter((line) => line.includes('failed, next in'))).toHaveLength(3)
  })

  it('does not restart a database stopped on purpose', async () => {
    supervised = await startSupervisedPostgres({ dataDir, log })
    let restarts = 0
    supervised.onRestart(() => restarts++)
    const pid = postmasterPid(dataDir)
    await supervised.stop()
    supervised = undefined
    await waitUntil(() => pid !== undefined && !isAlive(pid))
    expect(postmasterPid(dataDir)).toBeUndefined()
    expect(restarts).toBe(0)
    expect(lines.filter((line) => line.startsWith('error:'))).toEqual([])
  })
})
