import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { launches, launchNotifyRequests, projects } from '../../../db/schema'
import { accessColumns } from '../../../policy/visibility'

/** The launch's state and its project's access facts for the member. */
export async function findNotifyTarget(db: DbOrTx, launchId: string, memberId: string) {
  const [row] = await db
    .select({ state: launches.state, access: accessColumns('project', memberId) })
    .from(launches)
    .innerJoin(projects, eq(projects.id, launches.projectId))
    .where(eq(launches.id, launchId))
  return row ?? null
}

export async function setNotifyRow(db: DbOrTx, launchId: string, memberId: string, on: boolean) {
  if (on) {
    await db.insert(launchNotifyRequests).values({ launchId, memberId }).onConflictDoNothing()
    return
  }
  await db
    .delete(launchNotifyRequests)
    .where(
      and(eq(launchNotifyRequests.launchId, launchId), eq(launchNotifyRequests.memberId, memberId)),
    )
}
