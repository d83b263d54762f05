import { readFileSync } from 'node:fs'
import path from 'node:path'

/** DATABASE_URL, or the embedded database's, from the files its launcher keeps in DATA_DIR. */
export function databaseUrl(dataDir: string) {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()
  const { port } = JSON.parse(readFileSync(path.join(dataDir, 'postgres-instance.json'), 'utf8'))
  return `postgres://postgres:${password}@127.0.0.1:${port}/makerfolio`
}
