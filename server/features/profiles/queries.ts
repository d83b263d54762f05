import { type ProfileLink, presentLink, type StoredLink } from '@common/profiles'
import { asc, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { profileLinks, profiles, projects } from '../../db/schema'
import { cursorTimestampSql } from '../../lib/pagination'
import { accessColumns, visibleProjects } from '../../policy/visibility'
import { madeByMemberSql } from '../projects'

type UserIdSql = SQL | string

/** Qualified: drizzle leaves columns unqualified in one-table selects, ambiguous in subqueries. */
export const profileIdSql = sql.raw('"profiles"."id"')

/**
 * Follows counted on a profile: the same people its lists show (banned members hidden). An
 * anti-join against the few banned ids, not a join to every follower's profile, which read each
 * follower's row (docs/performance.md, session 2).
 */
export const followersCountSql = (userId: UserIdSql) =>
  sql<number>`(select count(*)::int from follows f where f.following_id = ${userId} and not exists (select 1 from profiles b where b.id = f.follower_id and b.banned))`
const followingCountSql = (userId: UserIdSql) =>
  sql<number>`(select count(*)::int from follows f where f.follower_id = ${userId} and not exists (select 1 from profiles b where b.id = f.following_id and b.banned))`

/** As many projects as the Projects tab lists to this viewer (co-made ones too, decision 029). */
function projectsCountSql(viewerId: string | null) {
  return sql<number>`(select count(*)::int from ${projects} where ${madeByMemberSql(profileIdSql)} and ${visibleProjects(viewerId)})`
}

/**
 * A profile by username (any case) with its counts, the viewer's follow and what the
 * single-item check needs (`access`): one query.
 */
export async function findProfileRow(db: DbOrTx, username: string, viewerId: string | null) {
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      bio: profiles.bio,
      location: profiles.location,
      description: profiles.description,
      avatarUrl: profiles.avatarUrl,
      followersCount: followersCountSql(profileIdSql),
      followingCount: followingCountSql(profileIdSql),
      projectsCount: projectsCountSql(viewerId),
      followedByMe: viewerId
        ? sql<boolean>`exists (select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = ${profileIdSql})`
        : sql<boolean>`false`,
      blockedByMe: viewerId
        ? sql<boolean>`exists (select 1 from blocks bl where bl.blocker_id = ${viewerId} and bl.blocked_id = ${profileIdSql})`
        : sql<boolean>`false`,
      mute: viewerId
        ? sql<{
            notificationsOnly: boolean
            expiresAt: string | null
          } | null>`(select json_build_object('notificationsOnly', mu.notifications_only, 'expiresAt', ${sql.raw(cursorTimestampSql('mu.expires_at'))}) from mutes mu where mu.muter_id = ${viewerId} and mu.muted_id = ${profileIdSql} and (mu.expires_at is null or mu.expires_at > now()))`
        : sql<null>`null`,
      access: accessColumns('profile', viewerId),
    })
    .from(profiles)
    .where(eq(sql`lower(${profiles.username})`, username.toLowerCase()))
    .limit(1)
  return row ?? null
}

/** Who a username belongs to, for the lists and actions hanging off a profile. */
export async function findProfileRef(db: DbOrTx, username: string, viewerId: string | null) {
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      access: accessColumns('profile', viewerId),
    })
    .from(profiles)
    .where(eq(sql`lower(${profiles.username})`, username.toLowerCase()))
    .limit(1)
  return row ?? null
}

export async function listLinks(db: DbOrTx, userId: string): Promise<ProfileLink[]> {
  const rows = await db
    .select({ label: profileLinks.label, url: profileLinks.url })
    .from(profileLinks)
    .where(eq(profileLinks.userId, userId))
    .orderBy(asc(profileLinks.position), asc(profileLinks.createdAt))
  // Only this app writes links; anything it cannot recognise is not shown.
  return rows.flatMap((row) => {
    const link = presentLink(row)
    return link ? [link] : []
  })
}

/** The spec's save: delete all of the user's links and insert the non-empty ones. */
export async function replaceLinks(tx: DbOrTx, userId: string, links: StoredLink[]) {
  // Two saves at once take turns on the profile row, so they never merge into duplicates.
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update')
  await tx.delete(profileLinks).where(eq(profileLinks.userId, userId))
  if (links.length === 0) return
  await tx
    .insert(profileLinks)
    .values(links.map((link, position) => ({ userId, label: link.label, url: link.url, position })))
}

export type ProfileChanges = Partial<
  Pick<
    typeof profiles.$inferInsert,
    'name' | 'bio' | 'location' | 'username' | 'avatarUrl' | 'description'
  >
>

/** A unique violation on the username index means another member took it first. */
export async function updateProfileRow(db: DbOrTx, userId: string, changes: ProfileChanges) {
  await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
}
