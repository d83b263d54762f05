import type { ConnectionListKind } from '@common/follows'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { follows, profiles } from '../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../lib/pagination'
import { followersCountSql, profileIdSql } from '../profiles'

const followedAtText = sql<string>`${sql.raw(cursorTimestampSql('"follows"."created_at"'))}`

/**
 * A page of someone's followers or followed people, most recent follow first, banned members
 * left out, with the viewer's own follow of each row: one query per page.
 */
export async function listConnectionRows(
  db: DbOrTx,
  options: {
    kind: ConnectionListKind
    userId: string
    viewerId: string | null
    after: Keyset | null
    limit: number
  },
) {
  const { kind, userId, viewerId, after, limit } = options
  const [listOwner, person] =
    kind === 'followers'
      ? [follows.followingId, follows.followerId]
      : [follows.followerId, follows.followingId]
  const rows = await db
    .select({
      followId: follows.id,
      followedAt: followedAtText,
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
      followedByMe: viewerId
        ? sql<boolean>`exists (select 1 from follows mine where mine.follower_id = ${viewerId} and mine.following_id = ${profiles.id})`
        : sql<boolean>`false`,
    })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, person))
    .where(
      and(
        eq(listOwner, userId),
        eq(profiles.banned, false),
        keysetCondition(follows.createdAt, follows.id, after),
      ),
    )
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(limit + 1)
  const page = toPage(rows, limit, (row) => ({ at: row.followedAt, id: row.followId }))
  return {
    items: page.items.map(({ followId: _id, followedAt: _at, ...connection }) => connection),
    nextCursor: page.nextCursor,
  }
}

export async function countFollowers(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: followersCountSql(profileIdSql) })
    .from(profiles)
    .where(eq(profiles.id, userId))
  return row?.value ?? 0
}

/** True when the follow is new (the unique index turns concurrent clicks into one row). */
export async function insertFollow(db: DbOrTx, followerId: string, followingId: string) {
  const inserted = await db
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ id: follows.id })
  return inserted.length > 0
}

/** True when there was a follow to remove. */
export async function deleteFollow(db: DbOrTx, followerId: string, followingId: string) {
  const deleted = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .returning({ id: follows.id })
  return deleted.length > 0
}
