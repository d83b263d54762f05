import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { feedback, user, verification } from '../../db/schema'
import type { EventBus } from '../../lib/event-bus'
import type { Storage } from '../../lib/storage'

export type DeletionDeps = { db: Db; bus: EventBus; storage: Storage }

/**
 * Reports are keyed by text ids, outside the foreign keys: those about the member and their
 * content go. Their own reports go with their profile (cascade), and the reports triggers then
 * recount the items they had reported.
 */
async function forgetReports(tx: Tx, userId: string) {
  await tx.execute(sql`
    delete from reports where
      (reported_type = 'profile' and reported_id = ${userId})
      or (reported_type = 'post' and reported_id in (select id::text from posts where user_id = ${userId}))
      or (reported_type = 'comment' and reported_id in (select id::text from comments where user_id = ${userId}))
      or (reported_type = 'project' and reported_id in (select id::text from projects where user_id = ${userId}))`)
}

/**
 * Deletes the member and everything they own in one transaction. Deleting the better-auth
 * user cascades to sessions, accounts and the profile, and from the profile to links, posts,
 * comments, likes, saves, bookmarks, projects, follows, notifications and filed reports.
 * Their uploaded files go once the rows are gone.
 */
export async function deleteAccount({ db, bus, storage }: DeletionDeps, userId: string) {
  await db.transaction(async (tx) => {
    await forgetReports(tx, userId)
    // Feedback outlives a profile (user_id set null) but carries the email: it goes too.
    await tx.delete(feedback).where(eq(feedback.userId, userId))
    // Pending password-reset tokens name the user.
    await tx.delete(verification).where(eq(verification.value, userId))
    await tx.delete(user).where(eq(user.id, userId))
  })
  await Promise.allSettled([
    storage.deletePrefix(`posts/${userId}/`),
    storage.deletePrefix(`avatars/${userId}/`),
  ])
  // Their posts and comments leave every screen that shows them.
  await bus.publish({ type: 'author.hidden', userId })
}
