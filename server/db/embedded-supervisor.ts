// Keeps the embedded PostgreSQL of `npm start` running: when the postmaster exits without stop()
// (killed, crashed, out of memory), it is started again on the same port and data, with back-off,
// until it answers. Decision record: docs/decisions/017-embedded-database-supervision.md.
import { setTimeout as sleep } from 'node:timers/promises'
import {
  type EmbeddedDatabase,
  type EmbeddedLog,
  type EmbeddedOptions,
  startEmbeddedPostgres,
} from './embedded'

export interface SupervisedDatabase {
  url: string
  /** Stops PostgreSQL for good: no restart after this. */
  stop(): Promise<void>
  /** Called each time PostgreSQL is back after an unexpected exit. */
  onRestart(listener: () => void): void
}

export interface SupervisorOptions extends EmbeddedOptions {
  log?: EmbeddedLog & { error?(message: string): void }
  /** First wait after a failed restart; doubles up to `maxDelayMs`. */
  firstDelayMs?: number
  maxDelayMs?: number
  /** How to start it (tests wrap it to make restarts fail). */
  start?: (options: EmbeddedOptions) => Promise<EmbeddedDatabase>
}

export async function startSupervisedPostgres(
  options: SupervisorOptions,
): Promise<SupervisedDatabase> {
  const { firstDelayMs = 250, maxDelayMs = 30_000, start = startEmbeddedPostgres } = options
  const log = options.log ?? { info() {}, warn() {}, debug() {} }
  let current = await start(options)
  // The pool and the event bus hold this URL: every restart must give the same one.
  const port = Number(new URL(current.url).port)
  const listeners = new Set<() => void>()
  const stopping = new AbortController()
  let restarting: Promise<void> = Promise.resolve()

  async function restart() {
    for (let attempt = 1, delay = firstDelayMs; ; attempt++) {
      try {
        current = await start({ ...options, port })
      } catch (error) {
        // Usually the killed postmaster's backends still hold its shared memory for a moment.
        const reason = error instanceof Error ? error.message : String(error)
        log.warn(
          `Restart ${attempt} of the embedded PostgreSQL failed, next in ${delay} ms: ${reason}`,
        )
        await sleep(delay, undefined, { signal: stopping.signal })
        delay = Math.min(delay * 2, maxDelayMs)
        continue
      }
      if (stopping.signal.aborted) return
      log.info(`Embedded PostgreSQL is back on port ${port} (restart ${attempt})`)
      watch(current)
      for (const listener of listeners) listener()
      return
    }
  }

  function watch(database: EmbeddedDatabase) {
    void database.exited.then(({ code, signal }) => {
      if (stopping.signal.aborted) return
      const message = `Embedded PostgreSQL exited (${signal ?? `code ${code}`}): restarting it`
      ;(log.error ?? log.warn).call(log, message)
      restarting = restart().catch(() => {}) // only an abort (stop) ends it early
    })
  }
  watch(current)

  return {
    url: current.url,
    onRestart: (listener) => void listeners.add(listener),
    async stop() {
      stopping.abort()
      await restarting
      await current.stop()
    },
  }
}
