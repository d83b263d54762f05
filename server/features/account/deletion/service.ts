import type { Db } from '../../../db/client'
import type { EventBus } from '../../../lib/event-bus'
import type { Storage } from '../../../lib/storage'
import { ownedProjectIds } from '../../project-gallery'
import { removeProjectFiles } from '../../projects'
import { deleteAccountRows } from './queries'

export type DeletionDeps = { db: Db; bus: EventBus; storage: Storage }

/**
 * Deletes the member and everything they own in one transaction. Deleting the better-auth
 * user cascades to sessions, accounts and the profile, and from the profile to links, posts,
 * comments, likes, saves, bookmarks, projects, follows, notifications and filed reports.
 * Their uploaded files go once the rows are gone.
 */
export async function deleteAccount({ db, bus, storage }: DeletionDeps, userId: string) {
  // Their projects' gallery files live under each project's folder: read the ids before the cascade.
  const projectIds = await ownedProjectIds(db, userId)
  await db.transaction((tx) => deleteAccountRows(tx, userId))
  await Promise.allSettled([
    storage.deletePrefix(`posts/${userId}/`),
    storage.deletePrefix(`avatars/${userId}/`),
    removeProjectFiles(storage, projectIds),
  ])
  // Their posts and comments leave every screen that shows them.
  await bus.publish({ type: 'author.hidden', userId })
}
