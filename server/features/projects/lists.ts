import { texts } from '@common/texts'
import { sql } from 'drizzle-orm'
import { profiles } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { decodeCursor } from '../../lib/pagination'
import { listPostsPage } from '../posts/service'
import { listBookmarkedProjectRows, listOwnerProjectRows, presentProject } from './queries'
import { findVisibleProject, type ProjectsDeps } from './service'

type PageOptions = { viewerId: string | null; cursor?: string; limit: number }

/** A profile's Projects tab: newest first; projects hidden from this viewer left out. */
export async function listUserProjectsPage(
  { db }: ProjectsDeps,
  options: PageOptions & { username: string },
) {
  const [owner] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${options.username})`)
    .limit(1)
  if (!owner) throw new AppError('not_found', texts.notFound)
  const page = await listOwnerProjectRows(db, {
    ownerId: owner.id,
    viewerId: options.viewerId,
    after: decodeCursor(options.cursor),
    limit: options.limit,
  })
  return {
    items: page.items.map((row) => presentProject(row, options.viewerId)),
    nextCursor: page.nextCursor,
  }
}

/** The Saved panel's Projects tab: most recently bookmarked first. */
export async function listSavedProjectsPage(
  { db }: ProjectsDeps,
  options: PageOptions & { viewerId: string },
) {
  const page = await listBookmarkedProjectRows(db, {
    viewerId: options.viewerId,
    after: decodeCursor(options.cursor),
    limit: options.limit,
  })
  return {
    items: page.items.map((row) => presentProject(row, options.viewerId)),
    nextCursor: page.nextCursor,
  }
}

/** The Mentions tab: posts that mentioned the project by name, under the feed's hiding rules. */
export async function listProjectMentionsPage(
  deps: ProjectsDeps,
  options: PageOptions & { projectId: string },
) {
  const { projectId, ...page } = options
  const project = await findVisibleProject(deps.db, projectId, options.viewerId)
  return listPostsPage(deps, {
    ...page,
    scope: { kind: 'projectMentions', projectKey: project.nameKey },
  })
}
