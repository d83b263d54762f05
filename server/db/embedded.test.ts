import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from './embedded'

const root = fileURLToPath(new URL('../..', import.meta.url))

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

async function firstLine(child: ChildProcess) {
  if (!child.stdout) throw new Error('child has no stdout')
  const lines = createInterface({ input: child.stdout })
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`embedded-child exited early (code ${code})`)
  })
  const [line] = (await Promise.race([once(lines, 'line'), exited])) as [string]
  lines.close()
  return line
}

describe('startEmbeddedPostgres', () => {
  let dataDir: string

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'makerfolio-embedded-test-'))
    await chmod(dataDir, 0o755)
  })

  afterEach(async () => {
    // A failed test may leave a postmaster behind: do not leak it.
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
    if (existsSync(pidFile)) {
      const pid = Number.parseInt(readFileSync(pidFile, 'utf8'), 10)
      try {
        process.kill(pid, 'SIGQUIT')
      } catch {}
    }
    await rm(dataDir, { recursive: true, force: true })
  })

  it('recovers the cluster after its Node process was SIGKILLed', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/embedded-child.ts', dataDir],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const { url } = JSON.parse(await firstLine(child)) as { url: string }
    child.kill('SIGKILL')
    await once(child, 'exit')

    // The orphaned postmaster still runs and holds the port and postmaster.pid.
    expect(await query(url, 'SELECT 1 AS up')).toEqual([{ up: 1 }])

    const database = await startEmbeddedPostgres({ dataDir })
    try {
      expect(database.url).toBe(url)
      expect(await query(database.url, 'SELECT note FROM survivor')).toEqual([
        { note: 'written before the kill' },
      ])
    } finally {
      await database.stop()
    }
  })

  it('keeps data across a clean stop and start', async () => {
    const first = await startEmbeddedPostgres({ dataDir })
    await query(first.url, `CREATE TABLE kept AS SELECT 'still here' AS note`)
    await first.stop()

    const second = await startEmbeddedPostgres({ dataDir })
    try {
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }])
      expect(await query(second.url, 'SHOW server_encoding')).toEqual([{ server_encoding: 'UTF8' }])
    } finally {
      await second.stop()
    }
  })

  it('refuses to start a cluster that is running for another process', async () => {
    const first = await startEmbeddedPostgres({ dataDir })
    try {
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/in use by process/)
    } finally {
      await first.stop()
    }
  })

  it('starts under a private folder (mode 700, as mktemp makes) by making it traversable', async () => {
    const privateDir = path.join(dataDir, 'private')
    await mkdir(privateDir, { mode: 0o700 })
    await chmod(privateDir, 0o700)
    const database = await startEmbeddedPostgres({ dataDir: path.join(privateDir, 'data') })
    try {
      expect(await query(database.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
      expect(statSync(privateDir).mode & 0o777).toBe(0o701)
    } finally {
      await database.stop()
    }
  })
})
