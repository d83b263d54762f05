import type { Db } from '../../db/client'
import { feedback } from '../../db/schema'
import type { Viewer } from '../../plugins/session'

/** Feedback is stored for the team with who sent it (the spec only simulated sending). */
export async function sendFeedback(db: Db, viewer: Viewer, message: string) {
  const [row] = await db
    .insert(feedback)
    .values({ userId: viewer.id, email: viewer.email, message })
    .returning({ id: feedback.id })
  return { id: row!.id }
}
