import { type Launch, launchLimits, launchTexts } from '@common/launches'
import { presentImage } from '../posts'
import type { LaunchRow, listGalleryImageRows, listLaunchMakerRows } from './queries'

type MakerRow = Awaited<ReturnType<typeof listLaunchMakerRows>>[number]
type GalleryImageRow = Awaited<ReturnType<typeof listGalleryImageRows>>[number]

const DAY_MS = 24 * 60 * 60 * 1000

/** When a launch day starts (00:00 UTC) and ends, as ISO instants. */
export function launchWindow(day: string) {
  const start = Date.parse(`${day}T00:00:00.000Z`)
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + DAY_MS).toISOString() }
}

const inBadges = (rank: number | null): rank is number =>
  rank !== null && rank <= launchLimits.badgeRanks

/** The badges the frozen ranks earned: the top 3 of the day and of the week. */
function badgesOf(dayRank: number | null, weekRank: number | null) {
  return [
    ...(inBadges(dayRank) ? [launchTexts.badgeOfDay(dayRank)] : []),
    ...(inBadges(weekRank) ? [launchTexts.badgeOfWeek(weekRank)] : []),
  ]
}

/**
 * Rows with their makers and gallery images (read for the whole page at once) shaped for the
 * API. A gallery image shows only while it is still in the launch's project's gallery.
 */
export function presentLaunches(
  rows: LaunchRow[],
  makers: MakerRow[],
  images: GalleryImageRow[],
  signedIn: boolean,
): Launch[] {
  const imageById = new Map(images.map((image) => [image.id, image]))
  return rows.map((row) => ({
    id: row.id,
    project: {
      id: row.projectId,
      name: row.projectName,
      tagline: row.projectTagline,
      logoUrl: row.projectLogoUrl,
      mrr: row.projectMrr === null ? null : Number(row.projectMrr),
      userCount: row.projectUserCount,
    },
    day: row.day,
    ...launchWindow(row.day),
    tagline: row.tagline,
    topics: { category: row.category, tags: row.tags },
    firstComment: row.firstComment,
    makers: makers
      .filter((maker) => maker.launchId === row.id)
      .map(({ launchId: _, ...maker }) => maker),
    gallery: row.galleryImageIds.flatMap((id) => {
      const image = imageById.get(id)
      return image && image.projectId === row.projectId
        ? [{ id, ...presentImage(image.image) }]
        : []
    }),
    state: row.state,
    disqualifiedReason: row.disqualifiedReason,
    votesCount: row.votesCount,
    countedVotesCount: row.countedVotesCount,
    dayRank: row.dayRank,
    weekRank: row.weekRank,
    badges: badgesOf(row.dayRank, row.weekRank),
    threadPostId: row.threadPostId,
    commentsCount: row.commentsCount,
    votedByMe: signedIn ? row.myVote !== null : null,
    myVoteCounted: signedIn ? row.myVote : null,
    notifyByMe: signedIn ? row.notifyByMe : null,
    isMaker: row.isMaker,
    createdAt: row.createdAt,
  }))
}
