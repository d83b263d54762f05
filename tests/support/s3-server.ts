import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { S3Settings } from '@server/config'

export type S3TestServer = { settings: S3Settings; stop(): Promise<void> }

const require = createRequire(import.meta.url)

/**
 * A real S3-compatible server (s3rver, files in a temp folder) in its own process on loopback,
 * with one bucket; `settings` point S3Storage at it, path-style, with s3rver's fixed keys.
 */
export async function startS3Server(bucket = 'makerfolio-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'makerfolio-s3-'))
  const cli = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin/s3rver.js')
  const child = spawn(
    process.execPath,
    [cli, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
    }
    await rm(directory, { recursive: true, force: true })
  }
  try {
    const port = await listeningPort(child)
    const endpoint = `http://127.0.0.1:${port}`
    return {
      settings: {
        bucket,
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        publicUrl: `${endpoint}/${bucket}`,
        forcePathStyle: true,
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The port from s3rver's "S3rver listening on 127.0.0.1:PORT" line. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error(`s3rver did not start: ${output}`)), 15_000)
    const fail = (error: Error) => {
      clearTimeout(timer)
      reject(error)
    }
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/S3rver listening on [\d.]+:(\d+)/)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('exit', (code) => fail(new Error(`s3rver exited with ${code}: ${output}`)))
  })
}
