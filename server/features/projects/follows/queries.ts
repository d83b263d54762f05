import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { profiles, projectFollows } from '../../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../../lib/pagination'
import { visibleProfiles } from '../../../policy/visibility'

const followedAt = sql<string>`${sql.raw(cursorTimestampSql('"project_follows"."created_at"'))}`

/** Followers a visitor would see: banned members are left out (decision 015). */
export async function countProjectFollowers(db: DbOrTx, projectId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(projectFollows)
    .innerJoin(profiles, eq(profiles.id, projectFollows.memberId))
    .where(and(eq(projectFollows.projectId, projectId), eq(profiles.banned, false)))
  return row?.value ?? 0
}

export async function isFollowingProject(db: DbOrTx, projectId: string, memberId: string) {
  const [row] = await db
    .select({ memberId: projectFollows.memberId })
    .from(projectFollows)
    .where(and(eq(projectFollows.projectId, projectId), eq(projectFollows.memberId, memberId)))
  return row !== undefined
}

/** Idempotent both ways: the primary key makes concurrent clicks one row. */
export async function setProjectFollowRow(
  db: DbOrTx,
  projectId: string,
  memberId: string,
  following: boolean,
): Promise<boolean> {
  const result = following
    ? await db.insert(projectFollows).values({ projectId, memberId }).onConflictDoNothing()
    : await db
        .delete(projectFollows)
        .where(and(eq(projectFollows.projectId, projectId), eq(projectFollows.memberId, memberId)))
  // Whether anything changed: following twice (or unfollowing what was not) tells no node.
  return (result.rowCount ?? 0) > 0
}

/** The owner's followers list: newest follows first, walking (project_id, created_at, member_id). */
export async function listProjectFollowerRows(
  db: DbOrTx,
  options: { projectId: string; viewerId: string; after: Keyset | null; limit: number },
) {
  const { projectId, viewerId, after, limit } = options
  const rows = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
      followedAt,
    })
    .from(projectFollows)
    .innerJoin(profiles, eq(profiles.id, projectFollows.memberId))
    .where(
      and(
        eq(projectFollows.projectId, projectId),
        visibleProfiles(viewerId),
        keysetCondition(projectFollows.createdAt, projectFollows.memberId, after, {
          idType: 'text',
        }),
      ),
    )
    .orderBy(desc(projectFollows.createdAt), desc(projectFollows.memberId))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => ({ at: row.followedAt, id: row.id }))
}
