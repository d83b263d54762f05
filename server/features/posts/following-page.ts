import { eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { posts, profiles } from '../../db/schema'
import { keysetCondition, keysetPlaceholders } from '../../lib/pagination'
import { visiblePosts, withoutViewersMutedWords } from '../../policy/visibility'
import { postRowFields } from './present'

/*
 * The Following feed from the member's timeline written ahead (decision 020, migration 0013):
 * newest first, walking (member_id, created_at, post_id) backwards. The timeline is complete
 * from its horizon on; older posts are read from the posts of the followed members themselves,
 * in a second query only when the timeline runs out before the page is full. Either way the read
 * applies the rules again (still followed or the member's own, every hiding rule), so a row the
 * triggers have not tidied away yet shows nothing.
 */

const viewer = sql.placeholder('viewerId')
const horizon = sql`(select h.at from home_timeline_horizon h)`

function beforeCursor(after: boolean, createdAt: SQL, id: SQL): SQL {
  const condition = keysetCondition(createdAt, id, after ? keysetPlaceholders : null)
  return condition ? sql`and ${condition}` : sql``
}

/** An update of a project the member follows (decision 026): its followers' timelines hold it. */
const isFollowedUpdate = sql`exists (
  select 1 from project_updates u join project_follows pf on pf.project_id = u.project_id
  where u.post_id = posts.id and pf.member_id = ${viewer})`

/** The page from the timeline, which holds every post since its horizon. */
function timelineSkeleton(after: boolean, pageRows: number): SQL {
  return sql`(
    select t.post_id as id, t.created_at
    from home_timeline t join posts on posts.id = t.post_id
    where t.member_id = ${viewer} and t.created_at >= ${horizon}
      ${beforeCursor(after, sql`t.created_at`, sql`t.post_id`)}
      and (posts.user_id = ${viewer} or exists (
        select 1 from follows f where f.follower_id = ${viewer} and f.following_id = posts.user_id)
        or ${isFollowedUpdate})
      and ${visiblePosts(viewer)} and ${withoutViewersMutedWords('post', viewer, 'feeds')}
    order by t.created_at desc, t.post_id desc
    limit ${sql.raw(String(pageRows))}
  ) as "page"`
}

/**
 * The rest of a page once the timeline ran out: posts before the horizon, newest first, read
 * from each followed member's own index (at most a page from each), so its cost is bounded by
 * whom the member follows, not by the size of the feed. Rare (deep pages, quiet follows): its
 * page size stays bound and PostgreSQL plans it per call.
 */
function olderSkeleton(after: boolean): SQL {
  const rows = sql.placeholder('limit')
  // Followed projects' updates come from each project's own index; `union` drops the updates
  // that are also a followed author's posts.
  return sql`(
    select older.id, older.created_at from (
      (select by_author.id, by_author.created_at
      from (select f.following_id as author_id from follows f
            where f.follower_id = ${viewer}
              and not exists (select 1 from profiles b where b.id = f.following_id and b.banned)
            union all select ${viewer}::text) authors
      cross join lateral (
        select posts.id, posts.created_at from posts
        where posts.user_id = authors.author_id and posts.created_at < ${horizon}
          ${beforeCursor(after, sql`posts.created_at`, sql`posts.id`)}
          and ${visiblePosts(viewer, { authorsVetted: true })}
          and ${withoutViewersMutedWords('post', viewer, 'feeds')}
        order by posts.created_at desc, posts.id desc
        limit ${rows}) by_author)
      union
      (select by_project.id, by_project.created_at
      from project_follows pf
      cross join lateral (
        select posts.id, posts.created_at from project_updates u join posts on posts.id = u.post_id
        where u.project_id = pf.project_id and u.created_at < ${horizon}
          ${beforeCursor(after, sql`u.created_at`, sql`u.post_id`)}
          and ${visiblePosts(viewer)} and ${withoutViewersMutedWords('post', viewer, 'feeds')}
        order by u.created_at desc, u.post_id desc
        limit ${rows}) by_project
      where pf.member_id = ${viewer})
    ) older
    order by older.created_at desc, older.id desc
    limit ${rows}
  ) as "page"`
}

function hydrated(db: DbOrTx, skeleton: SQL) {
  return db
    .select(postRowFields(viewer, 'feeds'))
    .from(skeleton)
    .innerJoin(posts, sql`${posts.id} = "page"."id"`)
    .innerJoin(profiles, eq(profiles.id, posts.userId))
    .orderBy(sql`"page"."created_at" desc, "page"."id" desc`)
}

/** A page from the timeline: one prepared statement per (cursor or not, page size). */
export function timelinePageStatement(db: DbOrTx, after: boolean, pageRows: number) {
  return hydrated(db, timelineSkeleton(after, pageRows)).prepare(
    `post_page_following_${after ? 'after' : 'first'}_${pageRows}`,
  )
}

/** The older part of a page, for `limit` more rows. */
export function olderFollowingStatement(db: DbOrTx, after: boolean) {
  return hydrated(db, olderSkeleton(after)).prepare(
    `post_page_following_older_${after ? 'after' : 'first'}`,
  )
}
