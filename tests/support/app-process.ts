// The real server on embedded PostgreSQL in a given DATA_DIR, on a port kept across restarts:
// for tests that kill and restart it. Started through the one server-process helper.
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type ServerProcess, startServerProcess } from './server-process'

export type AppProcess = ServerProcess

/** Starts the server on `port` and resolves once /api/health answers 200; `extraEnv` on top. */
export function startAppProcess(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<AppProcess> {
  // No DATABASE_URL (the helper drops it): the server starts, and after a crash recovers, its
  // embedded PostgreSQL.
  return startServerProcess(
    {
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...extraEnv,
    },
    { port },
  )
}

export function exited(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => child.once('exit', () => resolve()))
}

/** The embedded postmaster's pid from its lock file, if it still runs. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid')
  if (!existsSync(file)) return undefined
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10)
  return pid > 0 && isAlive(pid) ? pid : undefined
}

/** Alive and not a zombie. */
export function isAlive(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/** Stops a postmaster left behind by a killed server (fast shutdown, then immediate). */
export async function stopPostmaster(dataDir: string) {
  const pid = postmasterPid(dataDir)
  if (!pid) return
  process.kill(pid, 'SIGINT')
  for (let waited = 0; isAlive(pid); waited += 50) {
    if (waited === 10_000) process.kill(pid, 'SIGQUIT')
    if (waited > 20_000) throw new Error(`PostgreSQL pid ${pid} did not stop`)
    await sleep(50)
  }
}

/** The app database's URL, from the files the embedded launcher keeps in DATA_DIR. */
export function embeddedDatabaseUrl(dataDir: string) {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()
  const { port } = JSON.parse(readFileSync(path.join(dataDir, 'postgres-instance.json'), 'utf8'))
  return `postgres://postgres:${password}@127.0.0.1:${port}/makerfolio`
}
