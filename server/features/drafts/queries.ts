import { and, count, desc, eq, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { drafts, profiles } from '../../db/schema'
import type { StoredImage } from '../../lib/images-types'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../lib/pagination'

const timestamp = (column: string) => sql<string>`${sql.raw(cursorTimestampSql(column))}`

/** A draft as the service needs it: times as the API writes them. */
const draftColumns = {
  id: drafts.id,
  userId: drafts.userId,
  content: drafts.content,
  images: drafts.images,
  scheduledAt: sql<
    string | null
  >`case when ${drafts.scheduledAt} is null then null else ${timestamp('"drafts"."scheduled_at"')} end`,
  createdAt: timestamp('"drafts"."created_at"'),
  updatedAt: timestamp('"drafts"."updated_at"'),
}
export type DraftRow = {
  id: string
  userId: string
  content: string
  images: StoredImage[]
  scheduledAt: string | null
  createdAt: string
  updatedAt: string
}

export async function countDrafts(db: DbOrTx, userId: string) {
  const [row] = await db.select({ value: count() }).from(drafts).where(eq(drafts.userId, userId))
  return row?.value ?? 0
}

export async function insertDraft(db: DbOrTx, userId: string, content: string): Promise<DraftRow> {
  const [row] = await db.insert(drafts).values({ userId, content }).returning(draftColumns)
  return row!
}

/** The draft, locked for a change when `forUpdate` (image uploads append to the same list). */
export async function findDraft(
  db: DbOrTx,
  draftId: string,
  { forUpdate = false } = {},
): Promise<DraftRow | null> {
  const query = db.select(draftColumns).from(drafts).where(eq(drafts.id, draftId))
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

/** A member's drafts, the last changed first. */
export async function listDraftRows(
  db: DbOrTx,
  userId: string,
  after: Keyset | null,
  limit: number,
) {
  const rows = await db
    .select(draftColumns)
    .from(drafts)
    .where(and(eq(drafts.userId, userId), keysetCondition(drafts.updatedAt, drafts.id, after)))
    .orderBy(desc(drafts.updatedAt), desc(drafts.id))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => ({ at: row.updatedAt, id: row.id }))
}

export async function updateDraftRow(
  db: DbOrTx,
  draftId: string,
  values: { content?: string; images?: StoredImage[]; scheduledAt?: Date | null },
): Promise<DraftRow | null> {
  const [row] = await db
    .update(drafts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(drafts.id, draftId))
    .returning(draftColumns)
  return row ?? null
}

export async function deleteDraftRow(db: DbOrTx, draftId: string) {
  const [row] = await db
    .delete(drafts)
    .where(eq(drafts.id, draftId))
    .returning({ images: drafts.images })
  return row ?? null
}

/** Scheduled drafts whose time has come, oldest first. */
export async function listDueDraftIds(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ id: drafts.id })
    .from(drafts)
    .where(lte(drafts.scheduledAt, sql`now()`))
    .orderBy(drafts.scheduledAt)
    .limit(limit)
  return rows.map((row) => row.id)
}

/**
 * Takes a due draft for publishing: the row is deleted in the post's transaction, so of two
 * nodes (or a job run twice) only one gets it. A banned author's draft is never taken.
 */
export async function takeDueDraft(db: DbOrTx, draftId: string): Promise<DraftRow | null> {
  const [row] = await db
    .delete(drafts)
    .where(
      and(
        eq(drafts.id, draftId),
        lte(drafts.scheduledAt, sql`now()`),
        sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${drafts.userId} and ${profiles.banned})`,
      ),
    )
    .returning(draftColumns)
  return row ?? null
}

/** A due post that cannot go out (its author is banned, its text no longer valid) stays a draft. */
export async function unscheduleDueDraft(db: DbOrTx, draftId: string) {
  await db
    .update(drafts)
    .set({ scheduledAt: null })
    .where(and(eq(drafts.id, draftId), lte(drafts.scheduledAt, sql`now()`)))
}

/** Every draft of a member, for their data export. */
export function listDraftsForExport(db: DbOrTx, userId: string): Promise<DraftRow[]> {
  return db
    .select(draftColumns)
    .from(drafts)
    .where(eq(drafts.userId, userId))
    .orderBy(desc(drafts.updatedAt), desc(drafts.id))
}
