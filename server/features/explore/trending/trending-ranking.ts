import type { TrendingTopic, TrendingWindow } from '@common/explore'
import type { Db } from '../../../db/client'
import { createKeptReads } from '../../../lib/kept-reads'
import {
  readShieldedContributions,
  readTrendingRanking,
  type TrendingRankingRead,
  withoutContributions,
} from './queries'

/** Topics ranked at most: enough for "See all", and it bounds what a node keeps. */
const MAX_TOPICS = 200

/**
 * Trending topics are one ranking for everyone (counts over what everyone may see; a viewer's
 * own reports hide posts from them, not a tag's count; their blocks and mutes are taken out per
 * request, `rankingSeenBy`), and counting a week of tagged posts is the dearest read of the app:
 * at the large seed it took Explore's topics to 15 requests a second with timeouts, and the right
 * rail asks for it on every wide screen. So each node keeps each window's ranking for `ttlMs` (0:
 * read every time, as the test suite does).
 */
export function createTrendingRanking(db: Db, ttlMs: number) {
  return createKeptReads<TrendingWindow, TrendingRankingRead>(
    (window) => readTrendingRanking(db, window, MAX_TOPICS),
    { ttlMs, maxKeys: 2 },
  )
}

export type TrendingRanking = ReturnType<typeof createTrendingRanking>

/**
 * The kept ranking as this viewer counts it (issue 31): the posts of the members on the other
 * side of a block with them, and of those they muted, leave each tag's counts. One query for a
 * member, over their own shields and the ranking's window; none for a visitor or an empty ranking.
 * The shared ranking stays the first 200 for everyone, so a tag just below it does not move up.
 */
export async function rankingSeenBy(
  db: Db,
  ranking: TrendingRankingRead,
  window: TrendingWindow,
  viewerId: string | null,
): Promise<TrendingTopic[]> {
  if (viewerId === null || ranking.readAt === null) return ranking.topics
  const taken = await readShieldedContributions(db, viewerId, window, ranking.readAt)
  return withoutContributions(ranking.topics, taken)
}
