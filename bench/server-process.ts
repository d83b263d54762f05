import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
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

async function waitForHealth(url: string, timeoutMs = 120_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer in time`)
}

export type RunningProcess = { base: string; stop(): Promise<void>; child: ChildProcess }

/** Starts a Node entry point on a free port and waits until `healthPath` answers 200. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  healthPath: string,
): Promise<RunningProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitForHealth(`${base}${healthPath}`).catch((error) => {
    // A server that never became healthy must not outlive the caller (nor its embedded database).
    child.kill('SIGTERM')
    throw error
  })
  return {
    base,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
