import type { Page } from '@common/pagination'
import type { Post } from '@common/posts'
import type { Db } from '../../db/client'
import { decodeCursor } from '../../lib/pagination'
import { findPostRows, presentPosts } from '../posts'
import { listSavedPostIds } from './queries'

/** Skeleton (saved ids + cursor), hydrate, present: three queries whatever the page size. */
export async function listSavedPostsPage(
  db: Db,
  options: { viewerId: string; cursor?: string; limit: number },
): Promise<Page<Post>> {
  const { ids, nextCursor } = await listSavedPostIds(db, {
    userId: options.viewerId,
    after: decodeCursor(options.cursor),
    limit: options.limit,
  })
  const rows = await findPostRows(db, ids, options.viewerId)
  return { items: await presentPosts(db, rows, options.viewerId), nextCursor }
}
