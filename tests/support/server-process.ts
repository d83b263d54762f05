// The real server as `npm start` runs it (node --import tsx server/main.ts), in its own process
// on a free loopback port: for tests of several app nodes over real HTTP.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

export type ServerProcess = {
  base: string
  /** The last lines the server printed, for failure messages. */
  output(): string
  stop(): Promise<void>
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
 * Starts the server with `env` on top of this process's environment (less the variables that
 * would pick another database, store or Redis) and resolves once /api/health answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const childEnv: NodeJS.ProcessEnv = { ...process.env }
  for (const name of Object.keys(childEnv)) {
    if (/^(DATABASE_URL|REDIS_URL|PUBLIC_URL|TRUSTED_ORIGINS|S3_.*)$/.test(name))
      delete childEnv[name]
  }
  Object.assign(childEnv, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...env,
    PORT: String(port),
  })
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString())
    lines.splice(0, lines.length - 50)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  // Should the test runner itself exit early, take the server down with it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    output: () => lines.join(''),
    async stop() {
      process.removeListener('exit', killOnExit)
      if (hasExited(child)) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      // The server drains and stops on SIGTERM; one that hangs is killed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      await server.stop()
      throw new Error(`server exited (${child.exitCode}):\n${server.output()}`)
    }
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return server
    } catch {}
    await sleep(100)
  }
  await server.stop()
  throw new Error(`server did not become healthy in 90 s:\n${server.output()}`)
}

function hasExited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null
}
