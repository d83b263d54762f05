import type { Project } from '@common/projects'
import type { ProjectRow } from './queries'

export function presentProject(row: ProjectRow, viewerId: string | null): Project {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    category: row.category,
    description: row.description,
    websiteUrl: row.websiteUrl,
    appStoreUrl: row.appStoreUrl,
    googlePlayUrl: row.googlePlayUrl,
    launchedDate: row.launchedDate,
    mrr: row.mrr === null ? null : Number(row.mrr),
    userCount: row.userCount,
    logoUrl: row.logoUrl,
    techStack: row.techStack,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    owner: {
      id: row.owner.id,
      username: row.owner.username,
      name: row.owner.name,
      avatarUrl: row.owner.avatarUrl,
    },
    isOwner: row.owner.id === viewerId,
    isMaker: row.isMaker,
    bookmarkedByMe: row.bookmarkedByMe,
  }
}
