import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { launches, launchVotes, profiles, projects } from '../../../db/schema'

/** The launch with its project's name and owner, locked for the moderator's change. */
export async function lockLaunchForModeration(tx: DbOrTx, launchId: string) {
  const [row] = await tx
    .select({
      id: launches.id,
      day: launches.day,
      state: launches.state,
      projectId: launches.projectId,
      projectName: projects.name,
      ownerId: projects.userId,
    })
    .from(launches)
    .innerJoin(projects, eq(projects.id, launches.projectId))
    .where(eq(launches.id, launchId))
    .for('update', { of: launches })
  return row ?? null
}

export async function disqualifyLaunchRow(tx: DbOrTx, launchId: string, reason: string) {
  await tx
    .update(launches)
    .set({ state: 'disqualified', disqualifiedReason: reason, updatedAt: sql`now()` })
    .where(eq(launches.id, launchId))
}

/** Takes the counted mark off the member's vote (the counts trigger follows); null: no vote. */
export async function voidVoteRow(tx: DbOrTx, launchId: string, username: string) {
  const [row] = await tx
    .update(launchVotes)
    .set({ counted: false })
    .from(profiles)
    .where(
      and(
        eq(launchVotes.launchId, launchId),
        eq(profiles.id, launchVotes.memberId),
        eq(profiles.username, username),
      ),
    )
    .returning({ memberId: launchVotes.memberId })
  return row ?? null
}

export async function findCounts(tx: DbOrTx, launchId: string) {
  const [row] = await tx
    .select({ votesCount: launches.votesCount, countedVotesCount: launches.countedVotesCount })
    .from(launches)
    .where(eq(launches.id, launchId))
  return row!
}
