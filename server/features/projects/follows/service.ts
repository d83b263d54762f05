import { projectUpdateTexts } from '@common/project-update-texts'
import type { ProjectFollowState } from '@common/project-updates'
import { projectTexts } from '@common/projects'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import type { EventBus } from '../../../lib/event-bus'
import { decodeCursor } from '../../../lib/pagination'
import type { Viewer } from '../../../plugins/session'
import type { PolicyViewer } from '../../../policy/visibility'
import { projectFollowKey } from '../../events'
import { findProjectAccess } from '../queries'
import { findVisibleProject } from '../service'
import {
  countProjectFollowers,
  isFollowingProject,
  listProjectFollowerRows,
  setProjectFollowRow,
} from './queries'

/** The follow button's state: anyone who may read the project sees the count. */
export async function getProjectFollowState(
  db: Db,
  projectId: string,
  viewer: PolicyViewer,
): Promise<ProjectFollowState> {
  await findVisibleProject(db, projectId, viewer)
  const [following, followersCount] = await Promise.all([
    viewer ? isFollowingProject(db, projectId, viewer.id) : false,
    countProjectFollowers(db, projectId),
  ])
  return { following, followersCount }
}

/**
 * Follow (a project this member sees, not their own) or unfollow (also one hidden since, so
 * nobody is stuck hearing about it). Separate from bookmarks, which stay private saves.
 */
export async function setProjectFollow(
  { db, bus }: { db: Db; bus: EventBus },
  viewer: Viewer,
  projectId: string,
  following: boolean,
): Promise<ProjectFollowState> {
  const project = following
    ? await findVisibleProject(db, projectId, viewer, 'act')
    : await findProjectAccess(db, projectId, viewer.id)
  if (!project) throw new AppError('not_found', projectTexts.loadFailed)
  if (project.ownerId === viewer.id) {
    throw new AppError('validation', projectUpdateTexts.ownProject)
  }
  if (await setProjectFollowRow(db, projectId, viewer.id, following)) {
    // Every node's follow set of this member: the project's next update belongs in their
    // Following feed, and the live pill counts it as such.
    await bus.publish({
      type: 'follow.changed',
      followerId: viewer.id,
      followeeId: projectFollowKey(projectId),
      following,
    })
  }
  return { following, followersCount: await countProjectFollowers(db, projectId) }
}

/** Who follows: the owner's to see (followers chose to hear from the project, not to be listed). */
export async function listProjectFollowersPage(
  db: Db,
  viewer: Viewer,
  options: { projectId: string; cursor?: string; limit: number },
) {
  const project = await findProjectAccess(db, options.projectId, viewer.id)
  if (!project) throw new AppError('not_found', projectTexts.loadFailed)
  if (project.ownerId !== viewer.id) {
    throw new AppError('forbidden', projectUpdateTexts.followersOwnerOnly)
  }
  const page = await listProjectFollowerRows(db, {
    projectId: options.projectId,
    viewerId: viewer.id,
    after: decodeCursor(options.cursor, { idIsUuid: false }),
    limit: options.limit,
  })
  return page
}
