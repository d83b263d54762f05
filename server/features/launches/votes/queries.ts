import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { launches, launchVotes, profiles, projects } from '../../../db/schema'
import { cursorTimestampSql, type Keyset } from '../../../lib/pagination'
import { blockBetween } from '../../../policy/shield'
import { accessColumns, visibleProfiles } from '../../../policy/visibility'

/** Voting is open while the launch is live and its day lasts (the end job may run late). */
const votingOpen = sql`${launches.state} = 'live' and now() < (${launches.day} + 1)::timestamp at time zone 'UTC'`

/**
 * What a vote needs to know of the launch, for one member: its project's access facts (a block
 * with the project's owner) and whether a block stands between the member and a launching maker.
 */
export async function findVoteTarget(db: DbOrTx, launchId: string, memberId: string) {
  const [row] = await db
    .select({
      state: launches.state,
      projectId: launches.projectId,
      day: launches.day,
      threadPostId: launches.threadPostId,
      open: sql<boolean>`${votingOpen}`,
      access: accessColumns('project', memberId),
      blockedByMaker: sql<boolean>`exists (select 1 from launch_makers lm where lm.launch_id = ${launches.id} and ${blockBetween(sql`lm.member_id`, memberId)})`,
      /** The launching makers: told of each new vote (launch_upvote). */
      makerIds: sql<
        string[]
      >`array(select lm.member_id from launch_makers lm where lm.launch_id = ${launches.id})`,
      /** The member makes the project or launches it: their vote tells nobody. */
      isMaker: sql<boolean>`(${projects.userId} = ${memberId}
        or exists (select 1 from launch_makers lm where lm.launch_id = ${launches.id} and lm.member_id = ${memberId})
        or exists (select 1 from project_makers pm where pm.project_id = ${launches.projectId} and pm.member_id = ${memberId} and pm.accepted_at is not null))`,
    })
    .from(launches)
    .innerJoin(projects, eq(projects.id, launches.projectId))
    .where(eq(launches.id, launchId))
  return row ?? null
}

/**
 * Whether the member's vote counts (issue 32 §3), decided now: they joined at least 7 days
 * before the launch day, have a post, a comment or a project, are not banned, and neither make
 * the project nor launch it.
 */
const countsSql = (memberId: string) => sql`(
  p.created_at <= ${launches.day}::timestamp at time zone 'UTC' - interval '7 days'
  and not p.banned
  and (exists (select 1 from posts x where x.user_id = ${memberId})
    or exists (select 1 from comments x where x.user_id = ${memberId})
    or exists (select 1 from projects x where x.user_id = ${memberId})
    or exists (select 1 from project_makers x where x.member_id = ${memberId} and x.accepted_at is not null))
  and not exists (select 1 from launch_makers lm where lm.launch_id = ${launches.id} and lm.member_id = ${memberId})
  and not exists (select 1 from projects pr where pr.id = ${launches.projectId} and pr.user_id = ${memberId})
  and not exists (select 1 from project_makers pm where pm.project_id = ${launches.projectId} and pm.member_id = ${memberId} and pm.accepted_at is not null)
)`

/**
 * One statement: the vote, if voting is open and the member has none yet; the trigger of
 * migration 0037 adds it to the launch's counts under the launch's row lock. True when it is new.
 */
export async function insertVote(tx: DbOrTx, launchId: string, memberId: string) {
  const result = await tx.execute(sql`
    insert into launch_votes (launch_id, member_id, counted)
    select ${launches.id}, p.id, ${countsSql(memberId)}
    from ${launches}, profiles p
    where ${launches.id} = ${launchId} and p.id = ${memberId} and ${votingOpen}
    on conflict do nothing
    returning 1`)
  return (result.rowCount ?? 0) > 0
}

/**
 * Withdraws the member's vote while voting is open; the trigger takes it off the counts. True
 * when there was one.
 */
export async function deleteVote(tx: DbOrTx, launchId: string, memberId: string) {
  const result = await tx.execute(sql`
    delete from launch_votes v using ${launches}
    where v.launch_id = ${launchId} and v.member_id = ${memberId}
      and ${launches.id} = v.launch_id and ${votingOpen}`)
  return (result.rowCount ?? 0) > 0
}

/** The member's vote and the launch's counts as they stand. */
export async function findVoteState(db: DbOrTx, launchId: string, memberId: string) {
  const [row] = await db
    .select({
      votesCount: launches.votesCount,
      countedVotesCount: launches.countedVotesCount,
      counted: sql<
        boolean | null
      >`(select v.counted from launch_votes v where v.launch_id = ${launches.id} and v.member_id = ${memberId})`,
    })
    .from(launches)
    .where(eq(launches.id, launchId))
  return row!
}

/** A page of the launch's voters, newest first; profiles hidden from the viewer left out. */
export function listVoterRows(
  db: DbOrTx,
  launchId: string,
  options: { viewerId: string | null; after: Keyset | null; limit: number },
) {
  const { after } = options
  return db
    .select({
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
      votedAt: sql<string>`${sql.raw(cursorTimestampSql('"launch_votes"."created_at"'))}`,
      counted: launchVotes.counted,
    })
    .from(launchVotes)
    .innerJoin(profiles, eq(profiles.id, launchVotes.memberId))
    .where(
      and(
        eq(launchVotes.launchId, launchId),
        visibleProfiles(options.viewerId),
        after
          ? sql`(${launchVotes.createdAt}, ${launchVotes.memberId}) < (${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(launchVotes.createdAt), desc(launchVotes.memberId))
    .limit(options.limit + 1)
}
