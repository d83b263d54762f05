import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../../db/client'
import { feedback, user, verification } from '../../../db/schema'

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

/** The member's rows, in the deletion's transaction (the cascades take the rest). */
export async function deleteAccountRows(tx: Tx, userId: string) {
  await forgetReports(tx, userId)
  // Feedback outlives a profile (user_id set null) but carries the email: it goes too.
  await tx.delete(feedback).where(eq(feedback.userId, userId))
  // Pending password-reset tokens name the user.
  await tx.delete(verification).where(eq(verification.value, userId))
  await tx.delete(user).where(eq(user.id, userId))
}
