import { sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../../db/client'
import { visibleProjects } from '../../../policy/visibility'

/** Launches whose day has come and that are not open yet, a batch at a time. */
export async function dueLaunchIds(db: DbOrTx, limit: number) {
  const result = await db.execute<{ id: string }>(sql`
    select id from launches
    where state = 'scheduled' and day <= (now() at time zone 'UTC')::date
    order by day, id limit ${limit}`)
  return result.rows.map((row) => row.id)
}

/**
 * Opens the launch if it still waits (another node's pass may have taken it): live from now,
 * with what the thread's post needs. The row stays locked until the transaction ends.
 */
export async function claimLaunch(tx: Tx, launchId: string) {
  const result = await tx.execute<{
    project_id: string
    project_name: string
    author_id: string
    tagline: string
    tags: string[]
    first_comment: string
  }>(sql`
    update launches l set state = 'live', updated_at = now()
    from projects p
    where l.id = ${launchId} and l.state = 'scheduled' and p.id = l.project_id
    returning l.project_id, p.name as project_name, coalesce(l.created_by, p.user_id) as author_id, l.tagline, l.tags,
      l.first_comment`)
  return result.rows[0] ?? null
}

/**
 * The thread's post and the maker's first comment on it (count triggers keep the counts); answers
 * the comment's id.
 */
export async function attachThread(
  tx: Tx,
  launch: { id: string; postId: string; authorId: string; firstComment: string },
) {
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into comments (post_id, user_id, content)
    values (${launch.postId}, ${launch.authorId}, ${launch.firstComment}) returning id`)
  await tx.execute(
    sql`update launches set thread_post_id = ${launch.postId} where id = ${launch.id}`,
  )
  return inserted.rows[0]!.id
}

/**
 * The key of every notice a launch's opening gives (the thread post's milestone key, as the
 * project's followers get it): whoever is told first is not told again, so nobody gets two
 * notices of one launch opening.
 */
export const openingKey = (postId: string) => `project_milestone:${postId}`

/**
 * The launch's own notices, told before anyone else: each launching maker hears their launch is
 * live (`launch_live`, from themselves: the app tells it), and the members who asked ("Notify
 * me") that it launched (`launch_notify`, from the maker who scheduled it). A maker who also
 * asked is told as a maker. One statement whatever their number.
 */
export async function notifyLaunchMakersAndAskers(
  tx: Tx,
  options: { launchId: string; postId: string; projectId: string; actorId: string },
) {
  const { launchId, postId, projectId, actorId } = options
  const result = await tx.execute<{ user_id: string }>(sql`
    insert into notifications (user_id, actor_id, type, project_id, launch_id, dedupe_key)
    select distinct on (told.member_id) told.member_id, told.actor_id, told.type,
      ${projectId}::uuid, ${launchId}::uuid, ${openingKey(postId)}
    from (
      select lm.member_id, lm.member_id as actor_id, 'launch_live' as type, 0 as first
      from launch_makers lm where lm.launch_id = ${launchId}
      union all
      select n.member_id, ${actorId}, 'launch_notify', 1
      from launch_notify_requests n where n.launch_id = ${launchId} and n.member_id <> ${actorId}
    ) told
    order by told.member_id, told.first
    on conflict (user_id, dedupe_key) do nothing
    returning user_id`)
  return result.rows.map((row) => row.user_id)
}

/**
 * Beside the project's followers (told by the milestone itself): the launching makers'
 * followers get the same milestone notification, unless told of this launch already (its key),
 * the author left out. One statement whatever their number.
 */
export async function notifyMakersFollowers(
  tx: Tx,
  options: { launchId: string; postId: string; projectId: string; actorId: string },
) {
  const { launchId, postId, projectId, actorId } = options
  const result = await tx.execute<{ user_id: string }>(sql`
    insert into notifications (user_id, actor_id, type, post_id, project_id, dedupe_key)
    select distinct f.follower_id, ${actorId}, 'project_milestone', ${postId}::uuid,
      ${projectId}::uuid, ${openingKey(postId)}
    from launch_makers lm join follows f on f.following_id = lm.member_id
    where lm.launch_id = ${launchId} and f.follower_id <> ${actorId}
    on conflict (user_id, dedupe_key) do nothing
    returning user_id`)
  return result.rows.map((row) => row.user_id)
}

/**
 * The makers of these launches that finished in the top 3 of their day or week hear it once
 * (`launch_ranked`, from themselves; the key names the period, which the list reads back). Run
 * in the transaction that froze the ranks.
 */
export async function notifyTopRanked(tx: Tx, launchIds: string[], period: 'day' | 'week') {
  if (launchIds.length === 0) return []
  const rank = sql.raw(period === 'day' ? 'l.day_rank' : 'l.week_rank')
  const result = await tx.execute<{ user_id: string }>(sql`
    insert into notifications (user_id, actor_id, type, project_id, launch_id, dedupe_key)
    select lm.member_id, lm.member_id, 'launch_ranked', l.project_id, l.id,
      ${`launch_ranked:${period}:`} || l.id::text
    from launches l join launch_makers lm on lm.launch_id = l.id
    where l.id = any(${sql.param(launchIds)}::uuid[]) and ${rank} <= 3
    on conflict (user_id, dedupe_key) do nothing
    returning user_id`)
  return result.rows.map((row) => row.user_id)
}

/** The day's order: counted votes, then votes, then id (the leaderboards' order too). */
const rankOrder = sql.raw('l.counted_votes_count desc, l.votes_count desc, l.id desc')

/**
 * Ends the launches whose day is over and freezes their day's ranks: each day's open or ended
 * launches of projects everyone may see are ranked together; only those still live take theirs
 * (a frozen rank never moves). Returns the launches ended.
 */
export async function endOverDays(tx: Tx) {
  const result = await tx.execute<{ id: string; day_rank: number | null }>(sql`
    with days as (
      select distinct day from launches
      where state = 'live' and (day + 1)::timestamp at time zone 'UTC' <= now()
    ), ranked as (
      select l.id, row_number() over (partition by l.day order by ${rankOrder}) as rank
      from launches l join days d on d.day = l.day join projects on projects.id = l.project_id
      where l.state in ('live', 'ended') and ${visibleProjects(null)}
    )
    update launches l set state = 'ended', day_rank = ranked.rank, updated_at = now()
    from ranked where ranked.id = l.id and l.state = 'live'
    returning l.id, l.day_rank`)
  // Launches of hidden projects end too, unranked.
  const hidden = await tx.execute<{ id: string }>(sql`
    update launches set state = 'ended', updated_at = now()
    where state = 'live' and (day + 1)::timestamp at time zone 'UTC' <= now()
    returning id`)
  return [...result.rows.map((row) => row.id), ...hidden.rows.map((row) => row.id)]
}

/**
 * Freezes the week's ranks once the week is over (Monday 00:00 UTC): the week's ranked launches
 * (those with a day rank) ranked together, each taking its week rank once.
 */
export async function freezeOverWeeks(tx: Tx) {
  const result = await tx.execute<{ id: string }>(sql`
    with weeks as (
      select distinct date_trunc('week', day)::date as monday from launches
      where state = 'ended' and day_rank is not null and week_rank is null
        and (date_trunc('week', day)::date + 7)::timestamp at time zone 'UTC' <= now()
    ), ranked as (
      select l.id, row_number() over (partition by w.monday order by ${rankOrder}) as rank
      from launches l join weeks w on l.day between w.monday and w.monday + 6
      where l.state = 'ended' and l.day_rank is not null
    )
    update launches l set week_rank = ranked.rank
    from ranked where ranked.id = l.id and l.week_rank is null
    returning l.id`)
  return result.rows.map((row) => row.id)
}
