import type { ExploreProjectSort } from '@common/explore'
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { profiles, projects } from '../../../db/schema'
import { cursorTimestampSql, decodeCursor, encodeCursor } from '../../../lib/pagination'
import { visibleProjects } from '../../../policy/visibility'
import { projectColumns } from '../../projects'
import { decodeParts, encodeParts } from '../cursors'

/**
 * Each order is a key and the id, descending; a missing MRR or user count sorts after zero (-1).
 * Every key has an index of its exact shape (migration 0030), walked backwards: a page reads about
 * its own rows, whatever the number of projects. Followers and bookmarks are the counts the
 * triggers keep on the project (banned followers left out, as the project page counts them).
 * `time`: the column whose timestamp is the cursor (the shared one); other keys travel as numbers.
 */
type Order = { key: SQL; time?: string; decimal?: boolean }
const orders: Record<ExploreProjectSort, Order> = {
  newest: { key: sql`${projects.createdAt}`, time: '"projects"."created_at"' },
  updated: { key: sql`${projects.updatedAt}`, time: '"projects"."updated_at"' },
  mrr: { key: sql`coalesce(${projects.mrr}, -1)`, decimal: true },
  users: { key: sql`coalesce(${projects.userCount}, -1)` },
  followers: { key: sql`${projects.followerCount}` },
  bookmarks: { key: sql`${projects.bookmarkCount}` },
}

/**
 * A page of every project the viewer may see, optionally in one category (any case), in the
 * chosen order: one query.
 */
export async function listExploreProjectRows(
  db: DbOrTx,
  options: {
    viewerId: string | null
    sort: ExploreProjectSort
    category?: string | undefined
    cursor?: string | undefined
    limit: number
  },
) {
  const { viewerId, sort, category, cursor, limit } = options
  const order = orders[sort]
  const after = readCursor(order, cursor)
  // The page's ids first, then owners and the viewer's bookmark for those rows only: computed
  // in the outer query they ran for every project before the sort (EXPLAIN: 1,900 loops).
  const pageIds = db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        visibleProjects(viewerId),
        category ? sql`lower(${projects.category}) = lower(${category})` : undefined,
        after
          ? sql`(${order.key}, ${projects.id}) < (${after.key}${order.time ? sql`::timestamptz` : sql`::numeric`}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(order.key), desc(projects.id))
    .limit(limit + 1)
  const rows = await db
    .select({
      ...projectColumns(viewerId),
      sortKey: order.time
        ? sql<string>`${sql.raw(cursorTimestampSql(order.time))}`
        : sql<string>`(${order.key})::text`,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(inArray(projects.id, pageIds))
    .orderBy(desc(order.key), desc(projects.id))
  const hasMore = rows.length > limit
  const items = hasMore ? rows.slice(0, limit) : rows
  const last = items.at(-1)
  const nextCursor =
    hasMore && last
      ? order.time
        ? encodeCursor({ at: last.sortKey, id: last.id })
        : encodeParts([last.sortKey, last.id])
      : null
  return { items, nextCursor }
}

function readCursor(order: Order, cursor: string | undefined) {
  if (order.time) {
    const keyset = decodeCursor(cursor)
    return keyset ? { key: keyset.at, id: keyset.id } : null
  }
  const parts = decodeParts(cursor, [order.decimal ? 'decimal' : 'integer', 'uuid'])
  return parts ? { key: parts[0], id: parts[1] } : null
}

/** Categories in use by projects the viewer may see, most used first (at most 50). */
export async function listCategoryRows(db: DbOrTx, viewerId: string | null) {
  const category = sql<string>`min(${projects.category})`
  return db
    .select({ category, projectCount: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(sql`${projects.category} is not null`, visibleProjects(viewerId)))
    .groupBy(sql`lower(${projects.category})`)
    .orderBy(sql`count(*) desc`, category)
    .limit(50)
}

/** Launched projects (a launch month not in the future), the latest launch first: one query. */
export async function listLaunchedProjectRows(
  db: DbOrTx,
  options: { viewerId: string | null; cursor?: string | undefined; limit: number },
) {
  const { viewerId, cursor, limit } = options
  const after = decodeParts(cursor, ['date', 'uuid'])
  const pageIds = db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        sql`${projects.launchedDate} <= current_date`,
        visibleProjects(viewerId),
        after
          ? sql`(${projects.launchedDate}, ${projects.id}) < (${after[0]}::date, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(projects.launchedDate), desc(projects.id))
    .limit(limit + 1)
  const rows = await db
    .select(projectColumns(viewerId))
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(inArray(projects.id, pageIds))
    .orderBy(desc(projects.launchedDate), desc(projects.id))
  const hasMore = rows.length > limit
  const items = hasMore ? rows.slice(0, limit) : rows
  const last = items.at(-1)
  return {
    items,
    nextCursor: hasMore && last?.launchedDate ? encodeParts([last.launchedDate, last.id]) : null,
  }
}
