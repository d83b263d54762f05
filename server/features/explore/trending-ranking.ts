import type { TrendingTopic, TrendingWindow } from '@common/explore'
import type { Db } from '../../db/client'
import { readTrendingRanking } from './topic-queries'

/** Topics ranked at most: enough for "See all", and it bounds what a node keeps. */
const MAX_TOPICS = 200

type Kept = { at: number; ranking: TrendingTopic[] }

/**
 * Trending topics are one ranking for everyone (counts over what everyone may see; a viewer's
 * own reports hide posts from them, not a tag's count), and counting a week of tagged posts is
 * the dearest read of the app: at the large seed it took Explore's topics to 15 requests a second
 * with timeouts, and the right rail asks for it on every wide screen. So each node keeps each
 * window's ranking for `ttlMs` (0: read every time, as the test suite does), serves the kept
 * one while a fresh one is read in the background, and reads one at a time per window.
 */
export function createTrendingRanking(db: Db, ttlMs: number) {
  const kept = new Map<TrendingWindow, Kept>()
  const reading = new Map<TrendingWindow, Promise<TrendingTopic[]>>()

  const read = (window: TrendingWindow) => {
    const running = reading.get(window)
    if (running) return running
    const started = Date.now()
    const next = readTrendingRanking(db, window, MAX_TOPICS)
      .then((ranking) => {
        kept.set(window, { at: started, ranking })
        return ranking
      })
      .finally(() => reading.delete(window))
    reading.set(window, next)
    return next
  }

  return async function trendingRanking(window: TrendingWindow): Promise<TrendingTopic[]> {
    if (ttlMs <= 0) return readTrendingRanking(db, window, MAX_TOPICS)
    const entry = kept.get(window)
    if (!entry) return read(window)
    if (Date.now() - entry.at >= ttlMs) {
      // A failed background read leaves the kept ranking; the next request tries again.
      read(window).catch(() => {})
    }
    return entry.ranking
  }
}

export type TrendingRanking = ReturnType<typeof createTrendingRanking>
