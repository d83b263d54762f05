import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { posts, savedPosts } from '../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../lib/pagination'
import { visiblePosts } from '../../policy/visibility'

const savedAtText = sql<string>`${sql.raw(cursorTimestampSql('"saved_posts"."created_at"'))}`

/** The skeleton of the saved list: post ids, most recently saved first, hiding rules applied. */
export async function listSavedPostIds(
  db: DbOrTx,
  options: { userId: string; after: Keyset | null; limit: number },
) {
  const { userId, after, limit } = options
  const rows = await db
    .select({ savedId: savedPosts.id, savedAt: savedAtText, postId: savedPosts.postId })
    .from(savedPosts)
    .innerJoin(posts, eq(posts.id, savedPosts.postId))
    .where(
      and(
        eq(savedPosts.userId, userId),
        visiblePosts(userId),
        keysetCondition(savedPosts.createdAt, savedPosts.id, after),
      ),
    )
    .orderBy(desc(savedPosts.createdAt), desc(savedPosts.id))
    .limit(limit + 1)
  const page = toPage(rows, limit, (row) => ({ at: row.savedAt, id: row.savedId }))
  return { ids: page.items.map((row) => row.postId), nextCursor: page.nextCursor }
}
