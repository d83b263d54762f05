import type { AccountExport } from '@common/account-export'
import type { MilestoneKind } from '@common/milestones'
import { presentLink } from '@common/profiles'
import type { Db } from '../../../db/client'
import type { Viewer } from '../../../plugins/session'
import { securityExport } from '../../auth'
import { listDraftsForExport } from '../../drafts'
import { findEmailPreferences } from '../../email-notifications'
import { launchRowsForExport } from '../../launches'
import { findOnboardingForExport } from '../../onboarding'
import { ownedGalleryRows } from '../../project-gallery'
import { revenueConnectionsForExport } from '../../revenue'
import { readAccountRows, readEditHistoryRows } from './queries'

const iso = (date: Date) => date.toISOString()

/** Everything the member put into Makerfolio, for the 'Download my data' button. */
export async function exportAccount(
  db: Db,
  viewer: Viewer,
  publicUrl: string,
): Promise<AccountExport> {
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url)
  const id = viewer.id
  const {
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
  } = await readAccountRows(db, id)
  const { postHistory, commentHistory } = await readEditHistoryRows(db, id)
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
    links: links.map((row) => {
      const link = presentLink(row)
      return { kind: link?.kind ?? null, url: row.url, label: link?.label ?? null }
    }),
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
    postHistory: postHistory.map((version) => ({
      ...version,
      writtenAt: iso(version.writtenAt),
      replacedAt: iso(version.replacedAt),
    })),
    commentHistory: commentHistory.map((version) => ({
      ...version,
      writtenAt: iso(version.writtenAt),
      replacedAt: iso(version.replacedAt),
    })),
    projects: projectRows.map(
      ({ userId: _owner, nameKey: _key, reportCount: _count, updatedAt: _u, ...project }) => ({
        ...project,
        createdAt: iso(project.createdAt),
      }),
    ),
    projectGallery: (await ownedGalleryRows(db, id)).map((row) => ({
      projectId: row.projectId,
      position: row.position,
      imageUrl: absolute(row.image.url),
      alt: row.image.alt,
    })),
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
      source: metric.source,
      currency: metric.currency,
      recordedAt: iso(metric.recordedAt),
    })),
    followedProjects: followedProjects.map((row) => ({
      projectId: row.projectId,
      since: iso(row.createdAt),
    })),
    projectMakers: makerRows.map((row) => ({
      projectId: row.projectId,
      invitedAt: iso(row.invitedAt),
      acceptedAt: row.acceptedAt ? iso(row.acceptedAt) : null,
    })),
    sentMakerInvitations: sentInvitations.map(({ maker, username }) => ({
      projectId: maker.projectId,
      username,
      invitedAt: iso(maker.invitedAt),
    })),
    follows: {
      followers: followers.map((row) => ({ username: row.username, since: iso(row.since) })),
      following: following.map((row) => ({ username: row.username, since: iso(row.since) })),
    },
    saved: {
      posts: saved.map((row) => ({ postId: row.postId, savedAt: iso(row.createdAt) })),
      projects: marks.map((row) => ({ projectId: row.projectId, savedAt: iso(row.createdAt) })),
    },
    ...(await securityExport(db, id)),
    emailPreferences: await findEmailPreferences(db, id),
    onboarding: await findOnboardingForExport(db, id),
    drafts: (await listDraftsForExport(db, id)).map((draft) => ({
      id: draft.id,
      content: draft.content,
      imageUrls: draft.images.map((image) => absolute(image.url)),
      scheduledAt: draft.scheduledAt,
      updatedAt: draft.updatedAt,
    })),
    ...(await launchRowsForExport(db, id)),
    revenueConnections: await revenueConnectionsForExport(db, id),
  }
}
