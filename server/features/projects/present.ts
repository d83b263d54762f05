import { launchBadgesOf } from '@common/launch-badge-texts'
import type { Project, ProjectLaunchBadge } from '@common/projects'
import type { VerifiedRevenue } from '@common/revenue'
import type { LaunchBadgeRow, ProjectRow, VerifiedRevenueRow } from './queries'

export function presentProject(row: ProjectRow, viewerId: string | null): Project {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    category: row.category,
    description: row.description,
    websiteUrl: row.websiteUrl,
    appStoreUrl: row.appStoreUrl,
    googlePlayUrl: row.googlePlayUrl,
    launchedDate: row.launchedDate,
    mrr: row.mrr === null ? null : Number(row.mrr),
    userCount: row.userCount,
    logoUrl: row.logoUrl,
    techStack: row.techStack,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    owner: {
      id: row.owner.id,
      username: row.owner.username,
      name: row.owner.name,
      avatarUrl: row.owner.avatarUrl,
    },
    isOwner: row.owner.id === viewerId,
    isMaker: row.isMaker,
    bookmarkedByMe: row.bookmarkedByMe,
    verifiedRevenue: presentVerifiedRevenue(row.verifiedRevenue),
  }
}

/** The public verified numbers: MRR per currency (never added together) and paying customers. */
function presentVerifiedRevenue(row: VerifiedRevenueRow | null): VerifiedRevenue | null {
  if (!row) return null
  return {
    provider: row.provider as VerifiedRevenue['provider'],
    mrr: row.numbers.currencies.map((revenue) => ({
      currency: revenue.currency,
      amount: revenue.mrr,
    })),
    customers: row.numbers.customers,
    updatedAt: row.updatedAt,
  }
}

/**
 * Each launch's badges (of the day, of the week) best first: the better rank, a week's before a
 * day's at the same rank, then the newer launch.
 */
export function presentLaunchBadges(rows: LaunchBadgeRow[]): ProjectLaunchBadge[] {
  const kindOrder = { week: 0, day: 1 }
  return rows
    .flatMap(({ launchId, day, ...ranks }) =>
      launchBadgesOf(ranks).map((badge) => ({ ...badge, launchId, day })),
    )
    .sort(
      (a, b) =>
        a.rank - b.rank || kindOrder[a.kind] - kindOrder[b.kind] || b.day.localeCompare(a.day),
    )
}
