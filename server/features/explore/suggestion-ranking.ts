import type { Db } from '../../db/client'
import { createKeptReads } from '../../lib/kept-reads'
import { readSuggestionCandidates, type SuggestionCandidate } from './suggestion-queries'

/** Members whose rankings a node keeps at once (about 6 kB each); the least recent go first. */
const MAX_KEPT_RANKINGS = 5000

/**
 * Each member's ranking of makers to follow, kept by this node for `ttlMs` (decision 040), and
 * one shared ranking for visitors. A follow or a dismissal shows at once, since every page checks
 * the ranking again; a new follow's own follows join the ranking when it is next read.
 */
export function createSuggestionRanking(db: Db, ttlMs: number) {
  const kept = createKeptReads<string, SuggestionCandidate[]>(
    (viewerKey) => readSuggestionCandidates(db, viewerKey === '' ? null : viewerKey),
    { ttlMs, maxKeys: MAX_KEPT_RANKINGS },
  )
  return (viewerId: string | null) => kept(viewerId ?? '')
}

export type SuggestionRanking = ReturnType<typeof createSuggestionRanking>
