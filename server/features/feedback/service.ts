import type { Db } from '../../db/client'
import type { Viewer } from '../../plugins/session'
import { insertFeedback } from './queries'

/** Feedback is stored for the team with who sent it (the spec only simulated sending). */
export async function sendFeedback(db: Db, viewer: Viewer, message: string) {
  const id = await insertFeedback(db, { userId: viewer.id, email: viewer.email, message })
  return { id }
}
