import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { blocks, follows, mutes, profiles, projectMakers, projects } from '../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../lib/pagination'

/** True when the block is new (the unique pair index turns concurrent clicks into one row). */
export async function insertBlock(tx: DbOrTx, blockerId: string, blockedId: string) {
  const inserted = await tx
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ id: blocks.id })
  return inserted.length > 0
}

export async function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string) {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
}

/** Deletes the follows between two members, both ways; the pairs that went. */
export async function deleteFollowsBetween(tx: DbOrTx, a: string, b: string) {
  const result = await tx.execute<{ follower_id: string; following_id: string }>(sql`
    delete from ${follows}
    where (follower_id = ${a} and following_id = ${b}) or (follower_id = ${b} and following_id = ${a})
    returning follower_id, following_id`)
  return result.rows.map((row) => ({ followerId: row.follower_id, followeeId: row.following_id }))
}

/**
 * Deletes the pending co-maker invitations between two members: one invited by the other, or to
 * a project the other owns. Accepted co-makers stay makers (a block is no transfer of work).
 */
export async function deleteInvitationsBetween(tx: DbOrTx, a: string, b: string) {
  await tx.execute(sql`
    delete from ${projectMakers} pm
    where pm.accepted_at is null
      and ((pm.member_id = ${a} and (pm.invited_by = ${b} or exists (select 1 from ${projects} p where p.id = pm.project_id and p.user_id = ${b})))
        or (pm.member_id = ${b} and (pm.invited_by = ${a} or exists (select 1 from ${projects} p where p.id = pm.project_id and p.user_id = ${a}))))`)
}

/** Mutes again with the new terms: a second mute replaces the first (and an expired one). */
export async function upsertMute(
  db: DbOrTx,
  values: { muterId: string; mutedId: string; notificationsOnly: boolean; expiresAt: Date | null },
) {
  const [row] = await db
    .insert(mutes)
    .values(values)
    .onConflictDoUpdate({
      target: [mutes.muterId, mutes.mutedId],
      set: {
        notificationsOnly: values.notificationsOnly,
        expiresAt: values.expiresAt,
        createdAt: sql`now()`,
      },
    })
    .returning({
      expiresAt: sql<string | null>`${sql.raw(cursorTimestampSql('"mutes"."expires_at"'))}`,
    })
  return row!
}

export async function deleteMute(db: DbOrTx, muterId: string, mutedId: string) {
  await db.delete(mutes).where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
}

/** The viewer's own blocks, newest first, a page at a time. */
export async function listBlockRows(
  db: DbOrTx,
  options: { userId: string; after: Keyset | null; limit: number },
) {
  const rows = await db
    .select({
      rowId: blocks.id,
      createdAt: sql<string>`${sql.raw(cursorTimestampSql('"blocks"."created_at"'))}`,
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
    })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blockedId))
    .where(
      and(
        eq(blocks.blockerId, options.userId),
        keysetCondition(blocks.createdAt, blocks.id, options.after),
      ),
    )
    .orderBy(desc(blocks.createdAt), desc(blocks.id))
    .limit(options.limit + 1)
  const page = toPage(rows, options.limit, (row) => ({ at: row.createdAt, id: row.rowId }))
  return {
    items: page.items.map(({ rowId: _id, ...member }) => member),
    nextCursor: page.nextCursor,
  }
}

/** The viewer's mutes in force, newest first, a page at a time. */
export async function listMuteRows(
  db: DbOrTx,
  options: { userId: string; after: Keyset | null; limit: number },
) {
  const rows = await db
    .select({
      rowId: mutes.id,
      createdAt: sql<string>`${sql.raw(cursorTimestampSql('"mutes"."created_at"'))}`,
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
      notificationsOnly: mutes.notificationsOnly,
      expiresAt: sql<string | null>`${sql.raw(cursorTimestampSql('"mutes"."expires_at"'))}`,
    })
    .from(mutes)
    .innerJoin(profiles, eq(profiles.id, mutes.mutedId))
    .where(
      and(
        eq(mutes.muterId, options.userId),
        sql`(${mutes.expiresAt} is null or ${mutes.expiresAt} > now())`,
        keysetCondition(mutes.createdAt, mutes.id, options.after),
      ),
    )
    .orderBy(desc(mutes.createdAt), desc(mutes.id))
    .limit(options.limit + 1)
  const page = toPage(rows, options.limit, (row) => ({ at: row.createdAt, id: row.rowId }))
  return {
    items: page.items.map(({ rowId: _id, ...member }) => member),
    nextCursor: page.nextCursor,
  }
}
