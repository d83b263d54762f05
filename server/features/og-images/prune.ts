import { readdir, stat, unlink, utimes } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

/**
 * Rendered cards are a cache (decision 035): a version nobody asked for in CARD_KEEP_DAYS goes,
 * which removes the old versions of every changed page and the cards of deleted ones. A card
 * still shared is read often; its file's time is refreshed on a read at most once a day, so it
 * stays. A removed card that is asked for again is rendered again.
 */
export const CARD_KEEP_DAYS = 30
export const DAY_MS = 24 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000

/** A cached card was just read: keeps it from pruning (at most one write a day). */
export async function markCardRead(file: string, now = Date.now()): Promise<void> {
  const { mtimeMs } = await stat(file)
  if (now - mtimeMs > DAY_MS) await utimes(file, new Date(now), new Date(now))
}

/** Deletes card files (and leftover partial writes) not read for CARD_KEEP_DAYS; counts them. */
export async function pruneCards(dir: string, now = Date.now()): Promise<number> {
  const cutoff = now - CARD_KEEP_DAYS * DAY_MS
  let removed = 0
  const kinds = await readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const kind of kinds) {
    if (!kind.isDirectory()) continue
    const kindDir = path.join(dir, kind.name)
    for (const name of await readdir(kindDir)) {
      const file = path.join(kindDir, name)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile() || info.mtimeMs >= cutoff) continue
      // Another node may have removed it first: that is the same outcome.
      await unlink(file).catch(() => undefined)
      removed += 1
    }
  }
  return removed
}

/** Prunes once at start, then every 6 hours, until the app closes. */
export function scheduleCardPruning(app: FastifyInstance, dir: string): void {
  const prune = () =>
    pruneCards(dir)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'old share cards removed')
      })
      .catch((error) => app.log.warn({ err: error }, 'share card pruning failed'))
  void prune()
  const timer = setInterval(prune, PRUNE_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
