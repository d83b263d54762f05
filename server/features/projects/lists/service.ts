import { decodeCursor } from '../../../lib/pagination'
import type { PolicyViewer } from '../../../policy/visibility'
import { listPostsPage } from '../../posts'
import { presentProject } from '../present'
import { findVisibleProject, type ProjectsDeps } from '../service'
import { listBookmarkedProjectRows, listOwnerProjectRows } from './queries'

type PageOptions = { cursor?: string; limit: number }

/**
 * A profile's Projects tab: newest first, projects hidden from this viewer left out. The caller
 * resolves the profile first (profiles/routes.ts), so the tab answers as the profile page does.
 */
export async function listUserProjectsPage(
  { db }: ProjectsDeps,
  options: PageOptions & { ownerId: string; viewerId: string | null },
) {
  const { viewerId } = options
  const page = await listOwnerProjectRows(db, {
    ownerId: options.ownerId,
    viewerId,
    after: decodeCursor(options.cursor),
    limit: options.limit,
  })
  return {
    items: page.items.map((row) => presentProject(row, viewerId)),
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
  options: PageOptions & { projectId: string; viewer: PolicyViewer },
) {
  const { projectId, viewer, ...page } = options
  const project = await findVisibleProject(deps.db, projectId, viewer)
  return listPostsPage(deps, {
    ...page,
    viewerId: viewer?.id ?? null,
    scope: { kind: 'projectMentions', projectKey: project.nameKey },
  })
}
