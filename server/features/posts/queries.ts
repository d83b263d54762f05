import { and, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { likes, posts, postTags, profiles, projects, savedPosts } from '../../db/schema'
import {
  cursorTimestampSql,
  type Keyset,
  keysetCondition,
  keysetPlaceholders,
  toPage,
} from '../../lib/pagination'
import { preparedOnce } from '../../lib/prepared-statements'
import { blockBetween } from '../../policy/shield'
import {
  accessColumns,
  type ViewerParam,
  visiblePosts,
  withoutViewersMutedWords,
} from '../../policy/visibility'
import { olderFollowingStatement, timelinePageStatement } from './following-page'
import { postRowFields } from './present'

function postRowsQuery(db: DbOrTx, viewerId: ViewerParam) {
  return db
    .select(postRowFields(viewerId))
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.userId))
}

/**
 * The page size written into the statement, not bound: with `limit $n` PostgreSQL's generic plan
 * assumes a tenth of the table (hash joins over every post), so it re-planned the feed on every
 * call, about half of the feed's database time. A literal lets it keep one plan per connection;
 * pages hold 1 to 50 rows, so a connection prepares a few variants at most.
 */
function literalLimit(rows: number): number {
  if (!Number.isInteger(rows) || rows < 1 || rows > 100) throw new Error(`page of ${rows} rows`)
  // drizzle writes an SQL chunk in place, where a number would become a parameter.
  return sql.raw(String(rows)) as unknown as number
}

/** Which posts a list shows, before the hiding rules. */
export type PostScope =
  | { kind: 'everyone' }
  | { kind: 'following'; userId: string }
  | { kind: 'author'; userId: string }
  | { kind: 'tag'; tag: string }
  | { kind: 'projectMentions'; projectKey: string }

/** Lists that walk an index of posts (the Following feed reads the member's timeline). */
type IndexScope = Exclude<PostScope['kind'], 'following'>

/** The scope's value travels as the `scope` placeholder, so one prepared statement serves all. */
function scopeCondition(kind: IndexScope): SQL | undefined {
  const value = sql.placeholder('scope')
  switch (kind) {
    case 'everyone':
      return undefined
    case 'author':
      return sql`${posts.userId} = ${value}`
    case 'tag':
      return eq(postTags.tag, value) // post_tags is the page's source for this scope
    case 'projectMentions':
      return sql`${posts.mentions} @> ${value}::jsonb`
  }
}

function scopeValue(scope: PostScope): string | undefined {
  switch (scope.kind) {
    case 'everyone':
      return undefined
    case 'following':
    case 'author':
      return scope.userId
    case 'tag':
      return scope.tag
    case 'projectMentions':
      return JSON.stringify({ projects: [scope.projectKey] })
  }
}

/**
 * A page of a post list as one prepared statement: the inner query walks an index with the
 * hiding rules as filters and stops after a page (so its cost does not grow with the table), the
 * outer one adds authors and counts for those rows only. Prepared (parsed and planned once per
 * connection) because planning these subqueries cost more than running them.
 */
function feedPageStatement(
  db: DbOrTx,
  kind: IndexScope,
  after: boolean,
  member: boolean,
  pageRows: number,
) {
  const viewerId = member ? sql.placeholder('viewerId') : null
  // A tag page walks post_tags' (tag, created_at, post_id) index; every other list walks posts'.
  const key =
    kind === 'tag'
      ? { id: postTags.postId, createdAt: postTags.createdAt }
      : { id: posts.id, createdAt: posts.createdAt }
  const rows =
    kind === 'tag'
      ? db.select(key).from(postTags).innerJoin(posts, eq(posts.id, postTags.postId)).$dynamic()
      : db.select(key).from(posts).$dynamic()
  const page = rows
    .where(
      and(
        scopeCondition(kind),
        visiblePosts(viewerId),
        // Feeds and tag pages leave out the viewer's muted words; a profile's posts do not.
        kind === 'everyone' || kind === 'tag'
          ? withoutViewersMutedWords('post', viewerId, 'feeds')
          : undefined,
        keysetCondition(key.createdAt, key.id, after ? keysetPlaceholders : null),
      ),
    )
    .orderBy(desc(key.createdAt), desc(key.id))
    .limit(literalLimit(pageRows))
    .as('page')
  return db
    .select(postRowFields(viewerId, kind === 'everyone' || kind === 'tag' ? 'feeds' : undefined))
    .from(page)
    .innerJoin(posts, eq(posts.id, page.id))
    .innerJoin(profiles, eq(profiles.id, posts.userId))
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(
      `post_page_${kind}_${after ? 'after' : 'first'}_${member ? 'member' : 'visitor'}_${pageRows}`,
    )
}

type PageOptions = {
  viewerId: string | null
  scope: PostScope
  after: Keyset | null
  limit: number
}

export async function listPostRows(db: DbOrTx, options: PageOptions) {
  const { viewerId, scope, after, limit } = options
  if (scope.kind === 'following') return listFollowingRows(db, scope.userId, after, limit)
  const kind = scope.kind
  const key = `post_page:${kind}:${Boolean(after)}:${Boolean(viewerId)}:${limit + 1}`
  const statement = preparedOnce(db, key, () =>
    feedPageStatement(db, kind, Boolean(after), Boolean(viewerId), limit + 1),
  )
  const rows = await statement.execute({
    viewerId,
    scope: scopeValue(scope),
    afterAt: after?.at,
    afterId: after?.id,
  })
  return toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }))
}

/** The member's timeline first; posts before its horizon only if it ran out (two queries at most). */
async function listFollowingRows(
  db: DbOrTx,
  viewerId: string,
  after: Keyset | null,
  limit: number,
) {
  const recent = await preparedOnce(db, `timeline_page:${Boolean(after)}:${limit + 1}`, () =>
    timelinePageStatement(db, Boolean(after), limit + 1),
  ).execute({ viewerId, afterAt: after?.at, afterId: after?.id })
  let rows = recent
  if (recent.length <= limit) {
    const last = recent.at(-1)
    const from = last ? { at: last.createdAt, id: last.id } : after
    const older = await preparedOnce(db, `older_following:${Boolean(from)}`, () =>
      olderFollowingStatement(db, Boolean(from)),
    ).execute({ viewerId, afterAt: from?.at, afterId: from?.id, limit: limit + 1 - recent.length })
    rows = [...recent, ...older]
  }
  return toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }))
}

/** One post with what the single-item check needs (`access`), whether or not it is visible. */
export async function findPostRow(db: DbOrTx, postId: string, viewerId: string | null) {
  const [row] = await db
    .select({ ...postRowFields(viewerId), access: accessColumns('post', viewerId) })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.userId))
    .where(eq(posts.id, postId))
    .limit(1)
  return row ?? null
}

/** Rows for ids chosen elsewhere (e.g. the saved list's skeleton), in the order given. */
export async function findPostRows(db: DbOrTx, ids: string[], viewerId: string | null) {
  if (ids.length === 0) return []
  const rows = await postRowsQuery(db, viewerId).where(inArray(posts.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Mentioned usernames and project keys that exist (banned users are never mentioned). */
export async function findMentionTargets(db: DbOrTx, words: string[], authorId: string) {
  if (words.length === 0) return { users: [], projects: [] }
  // Across a block a mention stays plain text and notifies no one (issue 31), either way.
  const [users, mentionedProjects] = await Promise.all([
    db
      .select({ id: profiles.id, username: profiles.username })
      .from(profiles)
      .where(
        and(
          inArray(profiles.username, words),
          eq(profiles.banned, false),
          not(blockBetween(profiles.id, authorId)),
        ),
      ),
    db
      .select({ id: projects.id, key: projects.nameKey, ownerId: projects.userId })
      .from(projects)
      .where(and(inArray(projects.nameKey, words), not(blockBetween(projects.userId, authorId)))),
  ])
  return { users, projects: mentionedProjects }
}

/** As the API writes a post's time, so a live client can order it among the ones it lists. */
const postCreatedAt = sql<string>`${sql.raw(cursorTimestampSql('"posts"."created_at"'))}`

export async function insertPost(
  db: DbOrTx,
  values: Pick<
    typeof posts.$inferInsert,
    'userId' | 'content' | 'images' | 'hashtags' | 'mentions' | 'replyRule'
  >,
) {
  const [post] = await db
    .insert(posts)
    .values(values)
    .returning({ id: posts.id, createdAt: postCreatedAt })
  return post!
}

/** Who wrote a post and its images, for its deletion; null when there is no such post. */
export async function findPostOwner(db: DbOrTx, postId: string) {
  const [post] = await db
    .select({ userId: posts.userId, images: posts.images })
    .from(posts)
    .where(eq(posts.id, postId))
  return post ?? null
}

export async function deletePostRow(db: DbOrTx, postId: string) {
  await db.delete(posts).where(eq(posts.id, postId))
}

/** True when this like is new (a unique index makes concurrent double-clicks one row). */
export async function insertLike(db: DbOrTx, userId: string, postId: string) {
  const inserted = await db
    .insert(likes)
    .values({ userId, postId })
    .onConflictDoNothing()
    .returning({ id: likes.id })
  return inserted.length > 0
}

export async function deleteLike(db: DbOrTx, userId: string, postId: string) {
  await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.postId, postId)))
}

export async function countLikes(db: DbOrTx, postId: string) {
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(likes)
    .where(eq(likes.postId, postId))
  return count?.value ?? 0
}

export async function setSavedRow(db: DbOrTx, userId: string, postId: string, saved: boolean) {
  if (saved) {
    await db.insert(savedPosts).values({ userId, postId }).onConflictDoNothing()
  } else {
    await db
      .delete(savedPosts)
      .where(and(eq(savedPosts.userId, userId), eq(savedPosts.postId, postId)))
  }
}
