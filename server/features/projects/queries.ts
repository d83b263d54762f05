import { launchLimits } from '@common/launch-texts'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { profiles, projectBookmarks, projects, type StoredRevenueNumbers } from '../../db/schema'
import { cursorTimestampSql } from '../../lib/pagination'
import { accessColumns } from '../../policy/visibility'
import { madeBySql } from './makers/queries'

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
    verifiedRevenue: verifiedRevenueField,
  }
}

export type VerifiedRevenueRow = {
  provider: string
  numbers: StoredRevenueNumbers
  updatedAt: string
}

/**
 * The numbers of the project's last good sync with its payment provider (issue 33), public:
 * one lookup on `revenue_connections_project_key` per project, null when none is connected or
 * none has synced yet. Never the key.
 */
export const verifiedRevenueField = sql<VerifiedRevenueRow | null>`(
  select json_build_object('provider', rc.provider, 'numbers', rc.numbers,
    'updatedAt', ${sql.raw(cursorTimestampSql('rc.last_synced_at'))})
  from revenue_connections rc
  where rc.project_id = "projects"."id" and rc.numbers is not null and rc.last_synced_at is not null
)`

/**
 * Whether a payment provider is connected (self-reported MRR is then locked) and the MRR the
 * project has now.
 */
export async function findMrrLock(db: DbOrTx, projectId: string) {
  const [row] = await db
    .select({
      mrr: projects.mrr,
      connected: sql<boolean>`exists (select 1 from revenue_connections rc where rc.project_id = "projects"."id")`,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
  return row ?? null
}

/** Projects with their owner, for the lists' own conditions and order. */
export function projectRowsQuery(db: DbOrTx, viewerId: string | null) {
  return db
    .select(projectColumns(viewerId))
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
}

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectRowsQuery>['execute']>>[number]

export type LaunchBadgeRow = {
  launchId: string
  day: string
  dayRank: number | null
  weekRank: number | null
}

/**
 * The project's launches with a frozen rank in the badges (decision 046), as a column of the
 * single project's row (`launches_project_idx`, no second query). Ended launches only: a
 * cancelled one never ranked, a disqualified one keeps no badge.
 */
export const launchBadgeRowsField = sql<LaunchBadgeRow[]>`coalesce((
  select json_agg(json_build_object(
    'launchId', l.id, 'day', l.day::text, 'dayRank', l.day_rank, 'weekRank', l.week_rank))
  from launches l
  where l.project_id = "projects"."id" and l.state = 'ended'
    and (l.day_rank <= ${launchLimits.badgeRanks} or l.week_rank <= ${launchLimits.badgeRanks})
), '[]'::json)`

/**
 * One project with what the single-item check needs (`access`), whether or not it is visible,
 * and its launch badges (the project page's; lists carry none).
 */
export async function findProjectRow(db: DbOrTx, projectId: string, viewerId: string | null) {
  const [row] = await db
    .select({
      ...projectColumns(viewerId),
      access: accessColumns('project', viewerId),
      launchBadges: launchBadgeRowsField,
    })
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

/** Whether another project has this name's key (lower case, no spaces). */
export async function isNameTaken(db: DbOrTx, name: string, exceptProjectId: string | null) {
  const [taken] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        sql`${projects.nameKey} = lower(regexp_replace(${name}, '\\s', '', 'g'))`,
        exceptProjectId ? ne(projects.id, exceptProjectId) : undefined,
      ),
    )
    .limit(1)
  return Boolean(taken)
}

export async function insertProject(db: DbOrTx, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id })
  return row!.id
}

export async function updateProjectRow(
  db: DbOrTx,
  projectId: string,
  changes: Partial<typeof projects.$inferInsert>,
) {
  await db
    .update(projects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId))
}

export async function deleteProjectRow(db: DbOrTx, projectId: string) {
  await db.delete(projects).where(eq(projects.id, projectId))
}

/** Idempotent: the unique (user, project) index turns concurrent double-clicks into one row. */
export async function setBookmarkRow(
  db: DbOrTx,
  userId: string,
  projectId: string,
  bookmarked: boolean,
) {
  if (bookmarked) {
    await db.insert(projectBookmarks).values({ userId, projectId }).onConflictDoNothing()
  } else {
    await db
      .delete(projectBookmarks)
      .where(and(eq(projectBookmarks.userId, userId), eq(projectBookmarks.projectId, projectId)))
  }
}
