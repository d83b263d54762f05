import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  comments,
  follows,
  launches,
  posts,
  profiles,
  projectFollows,
  projects,
  projectUpdates,
} from '../../db/schema'
import { cursorTimestampSql } from '../../lib/pagination'
import { commentCountFor } from '../../policy/comment-count'
import { accessColumns } from '../../policy/visibility'
import { projectFollowKey } from './follow-sets'
import type { LaunchFacts, PostFacts, ThreadFacts } from './relevance'
import type { ShieldRows } from './shield-sets'

// What a node reads to complete a batch of live events: one query per kind, whatever the number
// of events and streams (issue #15).

/**
 * Who sees each post now (its author, ban and reports), for the new, removed and restored ones,
 * and the project a post is an update of (whose followers' Following feed lists it).
 */
export async function loadPostAccess(db: Db, postIds: string[]) {
  const facts = new Map<string, PostFacts>()
  if (postIds.length === 0) return facts
  const rows = await db
    .select({
      id: posts.id,
      access: accessColumns('post', null),
      projectId: projectUpdates.projectId,
    })
    .from(posts)
    .leftJoin(projectUpdates, eq(projectUpdates.postId, posts.id))
    .where(inArray(posts.id, postIds))
  for (const row of rows) facts.set(row.id, { ...row.access, projectId: row.projectId })
  return facts
}

const commentCreatedAt = sql<string>`${sql.raw(cursorTimestampSql('"comments"."created_at"'))}`
const commentEditedAt = sql<string | null>`${sql.raw(cursorTimestampSql('"comments"."edited_at"'))}`

/**
 * The threads named by comment events: each post's visibility and comment count (as anyone sees
 * it), and the named comments in their public shape, in one query.
 */
export async function loadThreads(
  db: Db,
  refs: { postId: string; commentId: string }[],
): Promise<Map<string, ThreadFacts>> {
  const threads = new Map<string, ThreadFacts>()
  if (refs.length === 0) return threads
  const postIds = [...new Set(refs.map((ref) => ref.postId))]
  const commentIds = [...new Set(refs.map((ref) => ref.commentId))]
  const rows = await db
    .select({
      postId: posts.id,
      post: accessColumns('post', null),
      // As a visitor's card counts it (kept by triggers in the comment's own transaction).
      commentCount: commentCountFor(null),
      comment: {
        id: comments.id,
        parentId: comments.parentId,
        content: comments.content,
        deleted: sql<boolean>`${comments.deletedAt} is not null`,
        createdAt: commentCreatedAt,
        editedAt: commentEditedAt,
        likesCount: sql<number>`(select count(*)::int from likes l where l.comment_id = ${comments.id})`,
      },
      commentAccess: accessColumns('comment', null),
      author: {
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(posts)
    .leftJoin(comments, and(eq(comments.postId, posts.id), inArray(comments.id, commentIds)))
    .leftJoin(profiles, eq(profiles.id, comments.userId))
    .where(inArray(posts.id, postIds))
  for (const row of rows) {
    let thread = threads.get(row.postId)
    if (!thread) {
      thread = { post: row.post, commentCount: Number(row.commentCount), comments: new Map() }
      threads.set(row.postId, thread)
    }
    const { comment, author } = row
    // Left joined: a comment that no longer exists comes back as nulls.
    if (comment?.id && author) {
      thread.comments.set(comment.id, {
        access: row.commentAccess,
        // A tombstone (issue 19) shows no author and no text, as in the thread.
        shown: comment.deleted
          ? {
              ...comment,
              id: comment.id,
              postId: row.postId,
              author: null,
              content: '',
              editedAt: null,
              likedByMe: false,
            }
          : { ...comment, id: comment.id, postId: row.postId, author, likedByMe: false },
      })
    }
  }
  return threads
}

/**
 * Whom (members, and projects by `projectFollowKey`) each of these members follows ([] for
 * nothing): the follow sets, read again after a gap.
 */
export async function loadFollowees(db: Db, memberIds: string[]) {
  const followees = new Map<string, string[]>(memberIds.map((id) => [id, []]))
  if (memberIds.length === 0) return followees
  const [members, projects] = await Promise.all([
    db
      .select({ followerId: follows.followerId, followingId: follows.followingId })
      .from(follows)
      .where(inArray(follows.followerId, memberIds)),
    db
      .select({ followerId: projectFollows.memberId, projectId: projectFollows.projectId })
      .from(projectFollows)
      .where(inArray(projectFollows.memberId, memberIds)),
  ])
  for (const row of members) followees.get(row.followerId)?.push(row.followingId)
  for (const row of projects) followees.get(row.followerId)?.push(projectFollowKey(row.projectId))
  return followees
}

/**
 * A member's shields as columns `blocking`, `blocked_by` and `muting` ([id, end in ms or null]
 * pairs): the rows `blockedEitherWay` and `mutedContent` (server/policy/shield.ts) read, kept
 * apart by direction so a change on one side leaves the other standing, mutes with their end.
 */
export const shieldColumns = (memberId: SQL) => sql`
  array(select bl.blocked_id from blocks bl where bl.blocker_id = ${memberId}) as blocking,
  array(select bl.blocker_id from blocks bl where bl.blocked_id = ${memberId}) as blocked_by,
  coalesce((select json_agg(json_build_array(
      mu.muted_id, floor(extract(epoch from mu.expires_at) * 1000)))
    from mutes mu where mu.muter_id = ${memberId} and not mu.notifications_only
      and (mu.expires_at is null or mu.expires_at > now())), '[]') as muting`

export type ShieldColumns = {
  blocking: string[]
  blocked_by: string[]
  muting: [string, number | null][]
}

export const toShieldRows = (row: ShieldColumns): ShieldRows => ({
  blocking: row.blocking,
  blockedBy: row.blocked_by,
  muting: row.muting,
})

/** The shields of these members, read again after a gap. */
export async function loadShields(db: Db, memberIds: string[]) {
  const shields = new Map<string, ShieldRows>()
  if (memberIds.length === 0) return shields
  const result = await db.execute<ShieldColumns & { id: string }>(sql`
    select m.id, ${shieldColumns(sql`m.id`)} from unnest(${sql.param(memberIds)}::text[]) as m(id)`)
  for (const row of result.rows) shields.set(row.id, toShieldRows(row))
  return shields
}

/**
 * Launches' vote counts as they stand, and who may see their project, for `launch.voted` (read here, not through the launches
 * feature, which reaches events through projects: the import would be a cycle).
 */
export async function loadLaunchCounts(db: Db, launchIds: string[]) {
  const counts = new Map<string, LaunchFacts>()
  if (launchIds.length === 0) return counts
  const rows = await db
    .select({
      id: launches.id,
      votesCount: launches.votesCount,
      countedVotesCount: launches.countedVotesCount,
      project: accessColumns('project', null),
    })
    .from(launches)
    .innerJoin(projects, eq(projects.id, launches.projectId))
    .where(inArray(launches.id, launchIds))
  for (const { id, ...row } of rows) counts.set(id, row)
  return counts
}
