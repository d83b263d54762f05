import type { DbOrTx } from '../../db/client'
import { feedback } from '../../db/schema'

export async function insertFeedback(
  db: DbOrTx,
  values: { userId: string; email: string; message: string },
) {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id })
  return row!.id
}
