import type { Launch, LaunchCounts } from '@common/launches'
import type { Page } from '@common/pagination'

// Pure changes to cached launches: a vote's or a live message's counts, and a ranked list put
// back in rank order after them (the server's order: counted votes, then votes, then id).

export function withLaunchCounts(launch: Launch, counts: LaunchCounts): Launch {
  if (
    launch.votesCount === counts.votesCount &&
    launch.countedVotesCount === counts.countedVotesCount
  ) {
    return launch
  }
  return { ...launch, votesCount: counts.votesCount, countedVotesCount: counts.countedVotesCount }
}

/** The leaderboard's order (launches_rank_idx): counted votes, then votes, then id, descending. */
export function compareByRank(a: Launch, b: Launch) {
  return (
    b.countedVotesCount - a.countedVotesCount ||
    b.votesCount - a.votesCount ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  )
}

/**
 * Re-sorts the loaded launches of a ranked list, keeping each page's size, so a launch that
 * overtakes another moves up at once. Launches not loaded yet stay where the server has them.
 */
export function reranked<T extends { pages: Page<Launch>[] }>(data: T): T {
  const launches = data.pages.flatMap((page) => page.items)
  const sorted = [...launches].sort(compareByRank)
  if (sorted.every((launch, index) => launch === launches[index])) return data
  let offset = 0
  const pages = data.pages.map((page) => {
    const items = sorted.slice(offset, offset + page.items.length)
    offset += page.items.length
    return { ...page, items }
  })
  return { ...data, pages }
}
