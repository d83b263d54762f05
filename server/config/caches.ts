import { type Parsed, refuse, variable } from './variable'

/** How long each node keeps reads that many requests share. */
export type CacheSettings = {
  /** How long each node keeps a session's viewer for reads (SESSION_CACHE_MS); 0: not at all. */
  sessionCacheMs: number
  /** How long each node keeps Explore's trending topics (TRENDING_CACHE_MS); 0: not at all. */
  trendingCacheMs: number
  /** How long each node keeps a member's makers to follow (SUGGESTIONS_CACHE_MS); 0: not at all. */
  suggestionsCacheMs: number
}

/** Milliseconds a node keeps a read, from 0 to `maxMs` (an hour unless said). */
function cacheMs(name: string, defaultMs: number, maxMs = 3_600_000) {
  return variable((value, ctx) => {
    if (value === undefined || value === '') return defaultMs
    const ms = Number(value)
    if (!Number.isInteger(ms) || ms < 0 || ms > maxMs) {
      return refuse(ctx, `${name} must be a whole number of milliseconds from 0 to ${maxMs}`)
    }
    return ms
  })
}

export const cacheVariables = {
  // Up to a minute; 5 s by default (decision 019).
  SESSION_CACHE_MS: cacheMs('SESSION_CACHE_MS', 5000, 60_000),
  // A trend does not move faster than a minute; a member's suggestions not faster than five.
  TRENDING_CACHE_MS: cacheMs('TRENDING_CACHE_MS', 60_000),
  SUGGESTIONS_CACHE_MS: cacheMs('SUGGESTIONS_CACHE_MS', 300_000),
}

export function cacheSettings(vars: Parsed<typeof cacheVariables>): CacheSettings {
  return {
    sessionCacheMs: vars.SESSION_CACHE_MS,
    trendingCacheMs: vars.TRENDING_CACHE_MS,
    suggestionsCacheMs: vars.SUGGESTIONS_CACHE_MS,
  }
}
