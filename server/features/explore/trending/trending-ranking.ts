import type { TrendingTopic, TrendingWindow } from '@common/explore'
import type { Db } from '../../../db/client'
import { createKeptReads } from '../../../lib/kept-reads'
import { readTrendingRanking } from './queries'

/** Topics ranked at most: enough for "See all", and it bounds what a node keeps. */
const MAX_TOPICS = 200

/**
 * Trending topics are one ranking for everyone (counts over what everyone may see; a viewer's
 * own reports hide posts from them, not a tag's count), and counting a week of tagged posts is
 * the dearest read of the app: at the large seed it took Explore's topics to 15 requests a second
 * with timeouts, and the right rail asks for it on every wide screen. So each node keeps each
 * window's ranking for `ttlMs` (0: read every time, as the test suite does).
 */
export function createTrendingRanking(db: Db, ttlMs: number) {
  return createKeptReads<TrendingWindow, TrendingTopic[]>(
    (window) => readTrendingRanking(db, window, MAX_TOPICS),
    { ttlMs, maxKeys: 2 },
  )
}

export type TrendingRanking = ReturnType<typeof createTrendingRanking>
