import type { ExploreProjectSort, TrendingWindow } from '@common/explore'
import { exploreTexts } from '@common/explore'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { Viewer } from '../../plugins/session'
import { listPostsPage } from '../posts'
import { resolveProfile } from '../profiles'
import { presentProject } from '../projects'
import { insertDismissal, listNewMakerRows } from './makers/queries'
import {
  listCategoryRows,
  listExploreProjectRows,
  listLaunchedProjectRows,
} from './projects/queries'
import { listMakerSuggestionRows } from './suggestions/queries'
import type { SuggestionRanking } from './suggestions/suggestion-ranking'
import { pageOfRanking } from './trending/queries'
import { rankingSeenBy, type TrendingRanking } from './trending/trending-ranking'

type PageOptions = { viewerId: string | null; cursor?: string | undefined; limit: number }

export async function listExploreProjectsPage(
  db: Db,
  options: PageOptions & { sort: ExploreProjectSort; category?: string | undefined },
) {
  const page = await listExploreProjectRows(db, options)
  return {
    items: page.items.map((row) => presentProject(row, options.viewerId)),
    nextCursor: page.nextCursor,
  }
}

export async function listLaunchedProjectsPage(db: Db, options: PageOptions) {
  const page = await listLaunchedProjectRows(db, options)
  return {
    items: page.items.map((row) => presentProject(row, options.viewerId)),
    nextCursor: page.nextCursor,
  }
}

/** The newest posts the viewer may see (the landing page shows visitors a few). */
export function listRecentPostsPage(db: Db, options: PageOptions) {
  return listPostsPage({ db }, { ...options, scope: { kind: 'everyone' } })
}

export async function listCategories(db: Db, viewerId: string | null) {
  return { items: await listCategoryRows(db, viewerId) }
}

/** A page of the kept ranking, less what the viewer's blocks and mutes gave it. */
export async function listTrendingTopicsPage(
  db: Db,
  ranking: TrendingRanking,
  options: PageOptions & { window: TrendingWindow },
) {
  const kept = await ranking(options.window)
  return pageOfRanking(await rankingSeenBy(db, kept, options.window, options.viewerId), options)
}

/** A page of the viewer's kept ranking, checked again against follows, dismissals and hiding. */
export async function listMakerSuggestionsPage(
  db: Db,
  ranking: SuggestionRanking,
  options: PageOptions,
) {
  const candidates = await ranking(options.viewerId)
  return listMakerSuggestionRows(db, { ...options, candidates })
}

export function listNewMakersPage(db: Db, options: PageOptions) {
  return listNewMakerRows(db, options)
}

/**
 * Removes a maker from the viewer's suggestions for good (idempotent). Someone hidden from the
 * viewer answers 404 like a missing profile (decision 015); yourself is refused.
 */
export async function dismissMaker(db: Db, viewer: Viewer, username: string) {
  const target = await resolveProfile(db, username, viewer, 'act')
  if (target.id === viewer.id) throw new AppError('validation', exploreTexts.cannotDismissYourself)
  await insertDismissal(db, viewer.id, target.id)
  return { dismissed: true as const }
}
