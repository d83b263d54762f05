import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema'

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
  return row?.value ?? 0
}
