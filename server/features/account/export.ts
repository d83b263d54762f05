import type { AccountExport } from '@common/account-export'
import type { MilestoneKind } from '@common/milestones'
import { linkKindOf } from '@common/profile-links'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  comments,
  follows,
  posts,
  profileLinks,
  profiles,
  projectBookmarks,
  projectFollows,
  projectMetrics,
  projects,
  projectUpdates,
  savedPosts,
} from '../../db/schema'
import type { Viewer } from '../../plugins/session'

const iso = (date: Date) => date.toISOString()

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

/** Everything the member put into Makerfolio, for the 'Download my data' button. */
export async function exportAccount(
  db: Db,
  viewer: Viewer,
  publicUrl: string,
): Promise<AccountExport> {
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url)
  const id = viewer.id
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
  ])
  const profile = profileRows[0]!
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id,
      username: profile.username,
      email: viewer.email,
      name: profile.name,
      bio: profile.bio,
      location: profile.location,
      description: profile.description,
      avatarUrl: profile.avatarUrl ? absolute(profile.avatarUrl) : null,
      createdAt: iso(profile.createdAt),
    },
    links: links.map((link) => ({ kind: linkKindOf(link.url), url: link.url })),
    posts: postRows.map((post) => ({
      id: post.id,
      content: post.content,
      imageUrls: post.images.map((image) => absolute(image.url)),
      hashtags: post.hashtags,
      createdAt: iso(post.createdAt),
    })),
    comments: commentRows.map((comment) => ({
      id: comment.id,
      postId: comment.postId,
      parentId: comment.parentId,
      content: comment.content,
      createdAt: iso(comment.createdAt),
    })),
    projects: projectRows.map(
      ({ userId: _owner, nameKey: _key, reportCount: _count, updatedAt: _u, ...project }) => ({
        ...project,
        createdAt: iso(project.createdAt),
      }),
    ),
    projectUpdates: updates.map(({ update }) => ({
      postId: update.postId,
      projectId: update.projectId,
      milestone: update.milestoneKind
        ? {
            kind: update.milestoneKind as MilestoneKind,
            value: update.milestoneValue,
            text: update.milestoneText,
          }
        : null,
      createdAt: iso(update.createdAt),
    })),
    projectMetrics: metrics.map(({ metric }) => ({
      projectId: metric.projectId,
      metric: metric.metric,
      value: metric.value,
      recordedAt: iso(metric.recordedAt),
    })),
    followedProjects: followedProjects.map((row) => ({
      projectId: row.projectId,
      since: iso(row.createdAt),
    })),
    follows: {
      followers: followers.map((row) => ({ username: row.username, since: iso(row.since) })),
      following: following.map((row) => ({ username: row.username, since: iso(row.since) })),
    },
    saved: {
      posts: saved.map((row) => ({ postId: row.postId, savedAt: iso(row.createdAt) })),
      projects: marks.map((row) => ({ projectId: row.projectId, savedAt: iso(row.createdAt) })),
    },
  }
}
