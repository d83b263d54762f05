import { and, type Column, desc, eq, getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core'
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

type PageOptions = { userId: string; after: Keyset | null; limit: number }

/**
 * A list of the viewer's own: its table, the row's id and created_at (the cursor's keys), the
 * viewer's column and the other member's, and what a row must meet to still hold.
 */
type OwnList = {
  table: PgTable
  columns: { id: Column; createdAt: Column; owner: Column; other: Column }
  inForce?: SQL
}

/**
 * A page of one of the viewer's own lists, newest first: the other member of each row, with the
 * row's own `fields`. Blocks and mutes are read alike; only mutes have terms, and an end.
 */
async function listOwnRows<Fields extends SelectedFields>(
  db: DbOrTx,
  { table, columns, inForce }: OwnList,
  fields: Fields,
  { userId, after, limit }: PageOptions,
) {
  const createdAt = cursorTimestampSql(`"${getTableName(table)}"."${columns.createdAt.name}"`)
  const rows = await db
    .select({
      rowId: sql<string>`${columns.id}`,
      createdAt: sql<string>`${sql.raw(createdAt)}`,
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
      ...fields,
    })
    .from(table)
    .innerJoin(profiles, eq(profiles.id, columns.other))
    .where(
      and(
        eq(columns.owner, userId),
        inForce,
        keysetCondition(columns.createdAt, columns.id, after),
      ),
    )
    .orderBy(desc(columns.createdAt), desc(columns.id))
    .limit(limit + 1)
  const page = toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.rowId }))
  return {
    items: page.items.map(({ rowId: _id, ...member }) => member),
    nextCursor: page.nextCursor,
  }
}

/** The viewer's own blocks, newest first, a page at a time. */
export function listBlockRows(db: DbOrTx, options: PageOptions) {
  const columns = {
    id: blocks.id,
    createdAt: blocks.createdAt,
    owner: blocks.blockerId,
    other: blocks.blockedId,
  }
  return listOwnRows(db, { table: blocks, columns }, {}, options)
}

/** The viewer's mutes in force, newest first, a page at a time, with their terms. */
export function listMuteRows(db: DbOrTx, options: PageOptions) {
  const columns = {
    id: mutes.id,
    createdAt: mutes.createdAt,
    owner: mutes.muterId,
    other: mutes.mutedId,
  }
  const inForce = sql`(${mutes.expiresAt} is null or ${mutes.expiresAt} > now())`
  return listOwnRows(
    db,
    { table: mutes, columns, inForce },
    {
      notificationsOnly: mutes.notificationsOnly,
      expiresAt: sql<string | null>`${sql.raw(cursorTimestampSql('"mutes"."expires_at"'))}`,
    },
    options,
  )
}
