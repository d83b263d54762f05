import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { withoutAnyMutedWords } from '../../../policy/shield'
import { visibleActors, visiblePosts, visibleProjects } from '../../../policy/visibility'

/** Local hours (inclusive) in which a digest may go out: the member's morning. */
const MORNING = { from: 8, to: 11 }
/** Lines per digest section. */
const SECTION_MAX = 5

/**
 * The digest's week: since the last digest (or since joining: the first comes after a week),
 * never more than 7 days back. An SQL expression over the member's preferences row.
 */
export const digestSince = (userId: string) => sql`(
  select greatest(coalesce(e.last_digest_at, p.created_at), now() - interval '7 days')
  from profiles p join email_preferences e on e.user_id = p.id where p.id = ${userId})`

/**
 * Members whose digest is due: opted in (no row: a new member, opted in by default), not
 * banned, the last one 6½ days ago or more (so it keeps to one morning a week), and it is
 * morning where they live. Their stored zone is checked against PostgreSQL's own list (UTC
 * when unknown), so one odd name cannot fail the whole pass.
 */
export async function dueDigestMembers(db: DbOrTx, limit: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with zones as (select name from pg_timezone_names)
    select p.id from profiles p
    left join email_preferences e on e.user_id = p.id
    left join zones z on z.name = e.time_zone
    where not p.banned and coalesce(e.digest, true)
      and coalesce(e.last_digest_at, p.created_at) <= now() - interval '6 days 12 hours'
      and extract(hour from now() at time zone coalesce(z.name, 'UTC'))
        between ${MORNING.from} and ${MORNING.to}
    order by p.id
    limit ${limit}`)
  return result.rows.map((row) => row.id)
}

/** Whether the member's digest is still due (a second job for them finds it sent). */
export async function digestStillDue(db: DbOrTx, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from profiles p join email_preferences e on e.user_id = p.id
    where p.id = ${userId} and e.digest
      and coalesce(e.last_digest_at, p.created_at) <= now() - interval '6 days 12 hours'`)
  return result.rows.length > 0
}

const followed = (userId: string) =>
  sql`(select f.following_id from follows f where f.follower_id = ${userId})`

/**
 * The week's most liked posts of people the member follows, as the member may see them: not
 * across a block, either way, nor by a member they muted (`visiblePosts`), and none holding a
 * word they muted for feeds (the section is the best of their Following feed) or notifications
 * (which covers emails), collapsed ones too: an email cannot collapse.
 */
export async function topPostsOfFollowed(db: DbOrTx, userId: string) {
  const result = await db.execute<{ id: string; content: string; username: string }>(sql`
    select posts.id, posts.content, profiles.username
    from posts join profiles on profiles.id = posts.user_id
    where posts.user_id in ${followed(userId)} and posts.created_at > ${digestSince(userId)}
      and ${visiblePosts(userId)}
      and ${withoutAnyMutedWords(userId, ['feeds', 'notifications'], {
        text: sql`posts.content`,
        vector: sql`posts.search_vector`,
      })}
    order by (select count(*) from likes l where l.post_id = posts.id) desc, posts.created_at desc
    limit ${SECTION_MAX}`)
  return result.rows
}

/** New projects of people the member follows. */
export async function newProjectsOfFollowed(db: DbOrTx, userId: string) {
  const result = await db.execute<{ id: string; name: string; tagline: string; username: string }>(
    sql`
    select projects.id, projects.name, projects.tagline, profiles.username
    from projects join profiles on profiles.id = projects.user_id
    where projects.user_id in ${followed(userId)} and projects.created_at > ${digestSince(userId)}
      and ${visibleProjects(userId)}
    order by projects.created_at desc
    limit ${SECTION_MAX}`,
  )
  return result.rows
}

/** Milestones of projects the member follows, or whose maker they follow. */
export async function milestonesOfFollowed(db: DbOrTx, userId: string) {
  const result = await db.execute<{
    postId: string
    name: string
    kind: string
    value: number | null
    text: string | null
  }>(sql`
    select u.post_id as "postId", projects.name, u.milestone_kind as kind,
      u.milestone_value as value, u.milestone_text as text
    from project_updates u
    join projects on projects.id = u.project_id
    join posts on posts.id = u.post_id
    where u.milestone_kind is not null and u.created_at > ${digestSince(userId)}
      and (projects.user_id in ${followed(userId)} or projects.id in
        (select pf.project_id from project_follows pf where pf.member_id = ${userId}))
      and ${visibleProjects(userId)} and ${visiblePosts(userId)}
    order by u.created_at desc
    limit ${SECTION_MAX}`)
  return result.rows
}

/** The week's new followers the member may see, newest first. */
export async function newFollowers(db: DbOrTx, userId: string) {
  const result = await db.execute<{ username: string; name: string }>(sql`
    select profiles.username, profiles.name
    from follows f join profiles on profiles.id = f.follower_id
    where f.following_id = ${userId} and f.created_at > ${digestSince(userId)}
      and ${visibleActors(userId)}
    order by f.created_at desc
    limit ${SECTION_MAX * 2}`)
  return result.rows
}
