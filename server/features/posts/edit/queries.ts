import type { PostVersion } from '@common/post-edits'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { type PostMentions, posts, postVersions } from '../../../db/schema'
import type { StoredImage } from '../../../lib/images-types'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../../lib/pagination'

const at = (column: string) => sql<string>`${sql.raw(cursorTimestampSql(column))}`

/** The post as an edit needs it, locked until the edit's transaction ends. */
export async function lockPostForEdit(tx: DbOrTx, postId: string) {
  const [post] = await tx
    .select({
      userId: posts.userId,
      content: posts.content,
      images: posts.images,
      writtenAt: at('coalesce("posts"."edited_at", "posts"."created_at")'),
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .for('update')
  return post ?? null
}

/** Keeps the replaced text, then writes the new one; hashtags re-sync post_tags by trigger. */
export async function writePostEdit(
  tx: DbOrTx,
  postId: string,
  before: { content: string; images: StoredImage[]; writtenAt: string },
  after: { content: string; images: StoredImage[]; hashtags: string[]; mentions: PostMentions },
) {
  await tx.insert(postVersions).values({
    postId,
    content: before.content,
    imageAlts: before.images.map((image) => image.alt),
    writtenAt: sql`${before.writtenAt}::timestamptz`,
  })
  const [row] = await tx
    .update(posts)
    .set({ ...after, editedAt: sql`now()` })
    .where(eq(posts.id, postId))
    .returning({ editedAt: at('"posts"."edited_at"') })
  return row!.editedAt
}

/** Earlier texts of a post, most recently replaced first, a keyset page at a time. */
export async function listEarlierVersions(
  db: DbOrTx,
  postId: string,
  after: Keyset | null,
  limit: number,
) {
  const rows = await db
    .select({
      id: postVersions.id,
      content: postVersions.content,
      alt: postVersions.imageAlts,
      writtenAt: at('"post_versions"."written_at"'),
      replacedAt: at('"post_versions"."replaced_at"'),
    })
    .from(postVersions)
    .where(
      and(
        eq(postVersions.postId, postId),
        keysetCondition(postVersions.replacedAt, postVersions.id, after),
      ),
    )
    .orderBy(desc(postVersions.replacedAt), desc(postVersions.id))
    .limit(limit + 1)
  const page = toPage(rows, limit, (row) => ({ at: row.replacedAt, id: row.id }))
  return {
    items: page.items.map(
      (row): PostVersion => ({
        content: row.content,
        alt: row.alt,
        writtenAt: row.writtenAt,
        isCurrent: false,
      }),
    ),
    nextCursor: page.nextCursor,
  }
}
