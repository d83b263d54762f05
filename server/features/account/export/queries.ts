import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import {
  comments,
  commentVersions,
  follows,
  posts,
  postVersions,
  profileLinks,
  profiles,
  projectBookmarks,
  projectFollows,
  projectMakers,
  projectMetrics,
  projects,
  projectUpdates,
  savedPosts,
} from '../../../db/schema'

/** Follows of one side, with the other person's username. */
function followRows(db: Db, side: 'followers' | 'following', userId: string) {
  const [mine, theirs] =
    side === 'followers'
      ? [follows.followingId, follows.followerId]
      : [follows.followerId, follows.followingId]
  return db
    .select({ username: profiles.username, since: follows.createdAt })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, theirs))
    .where(eq(mine, userId))
    .orderBy(asc(follows.createdAt))
}

/** Every row the data export shows, read in parallel. */
export async function readAccountRows(db: Db, id: string) {
  const [
    profileRows,
    links,
    postRows,
    commentRows,
    projectRows,
    followers,
    following,
    saved,
    marks,
    updates,
    followedProjects,
    metrics,
    makerRows,
    sentInvitations,
  ] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, id)),
    db
      .select()
      .from(profileLinks)
      .where(eq(profileLinks.userId, id))
      .orderBy(asc(profileLinks.position)),
    db.select().from(posts).where(eq(posts.userId, id)).orderBy(asc(posts.createdAt)),
    db.select().from(comments).where(eq(comments.userId, id)).orderBy(asc(comments.createdAt)),
    db.select().from(projects).where(eq(projects.userId, id)).orderBy(asc(projects.createdAt)),
    followRows(db, 'followers', id),
    followRows(db, 'following', id),
    db
      .select()
      .from(savedPosts)
      .where(eq(savedPosts.userId, id))
      .orderBy(asc(savedPosts.createdAt)),
    db
      .select()
      .from(projectBookmarks)
      .where(eq(projectBookmarks.userId, id))
      .orderBy(asc(projectBookmarks.createdAt)),
    db
      .select({ update: projectUpdates })
      .from(projectUpdates)
      .innerJoin(posts, eq(posts.id, projectUpdates.postId))
      .where(eq(posts.userId, id))
      .orderBy(asc(projectUpdates.createdAt)),
    db
      .select()
      .from(projectFollows)
      .where(eq(projectFollows.memberId, id))
      .orderBy(asc(projectFollows.createdAt)),
    db
      .select({ metric: projectMetrics })
      .from(projectMetrics)
      .innerJoin(projects, eq(projects.id, projectMetrics.projectId))
      .where(eq(projects.userId, id))
      .orderBy(asc(projectMetrics.recordedAt)),
    db
      .select()
      .from(projectMakers)
      .where(eq(projectMakers.memberId, id))
      .orderBy(asc(projectMakers.invitedAt)),
    db
      .select({ maker: projectMakers, username: profiles.username })
      .from(projectMakers)
      .innerJoin(profiles, eq(profiles.id, projectMakers.memberId))
      .where(and(eq(projectMakers.invitedBy, id), isNull(projectMakers.acceptedAt)))
      .orderBy(asc(projectMakers.invitedAt)),
  ])
  return {
    profileRows,
    links,
    postRows,
    commentRows,
    projectRows,
    followers,
    following,
    saved,
    marks,
    updates,
    followedProjects,
    metrics,
    makerRows,
    sentInvitations,
  }
}

/** The earlier texts of the member's posts and comments (decisions 028 and 039), oldest first. */
export async function readEditHistoryRows(db: Db, id: string) {
  const [postHistory, commentHistory] = await Promise.all([
    db
      .select({
        postId: postVersions.postId,
        content: postVersions.content,
        alt: postVersions.imageAlts,
        writtenAt: postVersions.writtenAt,
        replacedAt: postVersions.replacedAt,
      })
      .from(postVersions)
      .innerJoin(posts, eq(posts.id, postVersions.postId))
      .where(eq(posts.userId, id))
      .orderBy(asc(postVersions.replacedAt), asc(postVersions.id)),
    db
      .select({
        commentId: commentVersions.commentId,
        content: commentVersions.content,
        writtenAt: commentVersions.writtenAt,
        replacedAt: commentVersions.replacedAt,
      })
      .from(commentVersions)
      .innerJoin(comments, eq(comments.id, commentVersions.commentId))
      .where(eq(comments.userId, id))
      .orderBy(asc(commentVersions.replacedAt), asc(commentVersions.id)),
  ])
  return { postHistory, commentHistory }
}
