import type { Project } from '@common/projects'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { profiles, projectBookmarks, projects } from '../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../lib/pagination'
import { accessColumns, visibleProjects } from '../../policy/visibility'
import { madeByMemberSql, madeBySql } from './maker-queries'

const timestampText = (column: string) => sql<string>`${sql.raw(cursorTimestampSql(column))}`

/** One row per project with its owner and the viewer's bookmark: one SQL query per page. */
export function projectColumns(viewerId: string | null) {
  return {
    id: projects.id,
    name: projects.name,
    tagline: projects.tagline,
    category: projects.category,
    description: projects.description,
    websiteUrl: projects.websiteUrl,
    appStoreUrl: projects.appStoreUrl,
    googlePlayUrl: projects.googlePlayUrl,
    launchedDate: projects.launchedDate,
    mrr: projects.mrr,
    userCount: projects.userCount,
    logoUrl: projects.logoUrl,
    techStack: projects.techStack,
    createdAt: timestampText('"projects"."created_at"'),
    updatedAt: timestampText('"projects"."updated_at"'),
    owner: {
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
    },
    // The owner or an accepted co-maker (decision 029): who may edit and post updates.
    isMaker: viewerId ? madeBySql(viewerId) : sql<boolean>`false`,
    bookmarkedByMe: viewerId
      ? sql<boolean>`exists (select 1 from project_bookmarks b where b.project_id = ${projects.id} and b.user_id = ${viewerId})`
      : sql<boolean>`false`,
  }
}

function projectRowsQuery(db: DbOrTx, viewerId: string | null) {
  return db
    .select(projectColumns(viewerId))
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
}

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectRowsQuery>['execute']>>[number]

/** One project with what the single-item check needs (`access`), whether or not it is visible. */
export async function findProjectRow(db: DbOrTx, projectId: string, viewerId: string | null) {
  const [row] = await db
    .select({ ...projectColumns(viewerId), access: accessColumns('project', viewerId) })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(eq(projects.id, projectId))
    .limit(1)
  return row ?? null
}

/** What the single-item check needs about a project, and its mention key. */
export async function findProjectAccess(db: DbOrTx, projectId: string, viewerId: string | null) {
  const [row] = await db
    .select({ ...accessColumns('project', viewerId), nameKey: projects.nameKey })
    .from(projects)
    .where(eq(projects.id, projectId))
  return row ?? null
}

/**
 * The projects a member makes (owns, or co-makes since accepting), newest first, with the
 * hiding rules applied for the viewer.
 */
export async function listOwnerProjectRows(
  db: DbOrTx,
  options: { ownerId: string; viewerId: string | null; after: Keyset | null; limit: number },
) {
  const { ownerId, viewerId, after, limit } = options
  const rows = await projectRowsQuery(db, viewerId)
    .where(
      and(
        madeByMemberSql(ownerId),
        visibleProjects(viewerId),
        keysetCondition(projects.createdAt, projects.id, after),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }))
}

/** The viewer's bookmarked projects, most recently bookmarked first; the cursor is the bookmark. */
export async function listBookmarkedProjectRows(
  db: DbOrTx,
  options: { viewerId: string; after: Keyset | null; limit: number },
) {
  const { viewerId, after, limit } = options
  const rows = await db
    .select({
      ...projectColumns(viewerId),
      bookmarkId: projectBookmarks.id,
      bookmarkedAt: timestampText('"project_bookmarks"."created_at"'),
    })
    .from(projectBookmarks)
    .innerJoin(projects, eq(projects.id, projectBookmarks.projectId))
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(
      and(
        eq(projectBookmarks.userId, viewerId),
        visibleProjects(viewerId),
        keysetCondition(projectBookmarks.createdAt, projectBookmarks.id, after),
      ),
    )
    .orderBy(desc(projectBookmarks.createdAt), desc(projectBookmarks.id))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => ({ at: row.bookmarkedAt, id: row.bookmarkId }))
}

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
