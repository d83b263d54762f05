import type { Launch } from '@common/launches'
import type { Page } from '@common/pagination'
import { projectTexts } from '@common/projects'
import type { Db } from '../../../db/client'
import { assertVisible, findItemAccess, type PolicyViewer } from '../../../policy/visibility'
import { decodeDayCursor, encodeDayCursor } from '../cursors'
import { presentLaunchRows } from '../service'
import { listProjectLaunchRows } from './queries'

/**
 * The project page's launches, newest day first: upcoming, live, over and disqualified ones, for
 * anyone who may read the project (404 or 403 `banned` as its page answers). Cancelled launches
 * are left out for everyone, makers too: a cancelled launch frees its days and its page answers
 * 404 to others, so the card lists only launches that happen.
 */
export async function listProjectLaunches(
  db: Db,
  viewer: PolicyViewer,
  projectId: string,
  query: { cursor?: string; limit: number },
): Promise<Page<Launch>> {
  const viewerId = viewer?.id ?? null
  const access = await findItemAccess(db, 'project', projectId, viewerId)
  assertVisible(access, viewer, { use: 'read', notFound: projectTexts.loadFailed })
  const after = query.cursor ? decodeDayCursor(query.cursor) : null
  const rows = await listProjectLaunchRows(db, projectId, { viewerId, after, limit: query.limit })
  const page = rows.slice(0, query.limit)
  const last = page[page.length - 1]
  return {
    items: await presentLaunchRows(db, page, viewerId),
    nextCursor: rows.length > query.limit && last ? encodeDayCursor(last) : null,
  }
}
