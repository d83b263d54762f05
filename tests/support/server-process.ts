// The one way tests, scripts and benchmarks run a server in its own process: the real server as
// `npm start` runs it (node --import tsx server/main.ts) by default, on a free loopback port.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

export type ServerProcess = {
  base: string
  child: ChildProcess
  /** The last lines the server printed, for failure messages (empty with `stdio: 'inherit'`). */
  output(): string
  /** SIGTERM (the server drains and stops), SIGKILL if it hangs; resolves once it exited. */
  stop(): Promise<void>
}

export type ServerProcessOptions = {
  /** The Node entry point, from the repository root. */
  entry?: string
  /** A port of the caller's (a restart on the same one); a free one by default. */
  port?: number
  healthPath?: string
  /**
   * Drop the variables of this process's environment that would pick another database, store or
   * Redis (true for tests; a benchmark passes on its own environment).
   */
  isolate?: boolean
  /** 'pipe' keeps the last lines for `output()`; 'inherit' prints them (benchmarks). */
  stdio?: 'pipe' | 'inherit'
  /** How long the server may take to answer `healthPath` with 200. */
  startTimeoutMs?: number
  /** How long `stop()` waits after SIGTERM before SIGKILL. */
  stopTimeoutMs?: number
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/**
 * Starts the server with `env` on top of this process's environment and resolves once
 * `healthPath` (/api/health) answers 200; a server that exits or never gets healthy is stopped
 * and its output thrown.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const {
    entry = 'server/main.ts',
    healthPath = '/api/health',
    isolate = true,
    stdio = 'pipe',
    startTimeoutMs = 90_000,
    stopTimeoutMs = 10_000,
  } = options
  const port = options.port ?? (await freePort())
  const childEnv: NodeJS.ProcessEnv = { ...process.env }
  for (const name of Object.keys(childEnv)) {
    if (isolate && /^(DATABASE_URL|REDIS_URL|PUBLIC_URL|TRUSTED_ORIGINS|S3_.*)$/.test(name))
      delete childEnv[name]
  }
  Object.assign(childEnv, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...env,
    PORT: String(port),
  })
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', stdio, stdio],
  })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString())
    lines.splice(0, lines.length - 50)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  // Should the caller itself exit early, take the server down with it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.removeListener('exit', killOnExit))

  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => lines.join(''),
    async stop() {
      if (hasExited(child)) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs)
      await exited
      clearTimeout(timer)
    },
  }
  const deadline = Date.now() + startTimeoutMs
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${server.output()}`)
    }
    try {
      if ((await fetch(`${server.base}${healthPath}`)).ok) return server
    } catch {}
    await sleep(100)
  }
  await server.stop()
  throw new Error(`server did not become healthy in ${startTimeoutMs} ms:\n${server.output()}`)
}

function hasExited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null
}
