import type { Db } from '../../../db/client'
import { createKeptReads } from '../../../lib/kept-reads'
import { readFollowMark, readSuggestionCandidates, type SuggestionCandidate } from './queries'

/** Members whose rankings a node keeps at once (about 6 kB each); the least recent go first. */
const MAX_KEPT_RANKINGS = 5000

/**
 * Each member's ranking of makers to follow, kept by this node for `ttlMs` (decision 040), and
 * one shared ranking for visitors. A ranking belongs to the member's follows as they were read
 * (`readFollowMark`): someone the member follows next makes a fresh ranking at once, on any node,
 * with that person's own follows in it. A follow, a dismissal, a ban or a report also shows at
 * once, since every page checks the ranking again; what the member's follows do meanwhile (whom
 * they follow next) joins the ranking when it is next read.
 */
export function createSuggestionRanking(db: Db, ttlMs: number) {
  const kept = createKeptReads<string, SuggestionCandidate[]>(
    (key) => {
      const viewerId = key.split(' ')[0] ?? ''
      return readSuggestionCandidates(db, viewerId === '' ? null : viewerId)
    },
    { ttlMs, maxKeys: MAX_KEPT_RANKINGS },
  )
  return async (viewerId: string | null) =>
    kept(viewerId ? `${viewerId} ${await readFollowMark(db, viewerId)}` : '')
}

export type SuggestionRanking = ReturnType<typeof createSuggestionRanking>
