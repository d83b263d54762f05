import type { Post, PostImage } from '@common/posts'
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { posts, postTags, profiles, projects } from '../../db/schema'
import type { StoredImage } from '../../lib/images-types'
import { type Keyset, keysetCondition, keysetPlaceholders, toPage } from '../../lib/pagination'
import { preparedOnce } from '../../lib/prepared-statements'
import { accessColumns, visiblePosts, visibleProjects } from '../../policy/visibility'
import { olderFollowingStatement, timelinePageStatement } from './following-page'
import { literalLimit, type PostRow, postRowFields, postRowsQuery } from './post-rows'

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
        keysetCondition(key.createdAt, key.id, after ? keysetPlaceholders : null),
      ),
    )
    .orderBy(desc(key.createdAt), desc(key.id))
    .limit(literalLimit(pageRows))
    .as('page')
  return db
    .select(postRowFields(viewerId))
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

/** Mentioned project keys of a page resolved to projects this viewer sees: one query per page. */
export async function findMentionedProjects(db: DbOrTx, keys: string[], viewerId: string | null) {
  if (keys.length === 0) return new Map<string, { id: string; name: string }>()
  const rows = await db
    .select({ key: projects.nameKey, id: projects.id, name: projects.name })
    .from(projects)
    .where(and(inArray(projects.nameKey, keys), visibleProjects(viewerId)))
  return new Map(rows.map((row) => [row.key, { id: row.id, name: row.name }]))
}

/** Never leaks storage keys; images stored before the feed variant fall back to the full one. */
export function presentImage(image: StoredImage): PostImage {
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    alt: image.alt,
    feedUrl: image.feed?.url ?? image.url,
    feedWidth: image.feed?.width ?? image.width,
    placeholder: image.placeholder ?? null,
  }
}

/** Rows and their mentioned projects (those this viewer sees), shaped for the API. */
export async function presentPosts(
  db: DbOrTx,
  rows: PostRow[],
  viewerId: string | null,
): Promise<Post[]> {
  const keys = [...new Set(rows.flatMap((row) => row.mentions.projects))]
  const projectsByKey = await findMentionedProjects(db, keys, viewerId)
  return rows.map((row) => ({
    id: row.id,
    author: {
      id: row.author.id,
      username: row.author.username,
      name: row.author.name,
      avatarUrl: row.author.avatarUrl,
    },
    content: row.content,
    images: row.images.map(presentImage),
    mentions: {
      users: row.mentions.users,
      projects: row.mentions.projects.flatMap((key) => {
        const project = projectsByKey.get(key)
        return project ? [{ key, ...project }] : []
      }),
    },
    hashtags: row.hashtags,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    likedByMe: row.likedByMe,
    savedByMe: row.savedByMe,
    update: row.update,
  }))
}
