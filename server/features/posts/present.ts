import type { Post, PostImage } from '@common/posts'
import { and, inArray, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { DbOrTx } from '../../db/client'
import { posts, profiles, projects } from '../../db/schema'
import type { StoredImage } from '../../lib/images-types'
import { cursorTimestampSql } from '../../lib/pagination'
import { commentCountFor } from '../../policy/comment-count'
import type { MutedWordContext } from '../../policy/shield'
import { type ViewerParam, viewersMutedWord, visibleProjects } from '../../policy/visibility'
import { launchRefField, updateLabelField } from './update-label'

/*
 * How a post is answered, in one place: the columns a post row carries (every list selects
 * them), the mentioned projects this viewer sees, and the API's shape. Queries choose the rows,
 * the policy judges them, this shapes them; nothing here calls back into the queries.
 */

const createdAtText = sql<string>`${sql.raw(cursorTimestampSql('"posts"."created_at"'))}`
const editedAtText = sql<string | null>`${sql.raw(cursorTimestampSql('"posts"."edited_at"'))}`

/** One row per post with its author, counts and the viewer's like/save. */
export function postRowFields(viewerId: ViewerParam, mutedWordsIn?: MutedWordContext) {
  return {
    id: posts.id,
    content: posts.content,
    images: posts.images,
    mentions: posts.mentions,
    hashtags: posts.hashtags,
    createdAt: createdAtText,
    editedAt: editedAtText,
    author: {
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
    },
    likesCount: sql<number>`(select count(*)::int from likes l where l.post_id = ${posts.id} and l.post_id is not null)`,
    // What its thread shows this viewer, from the count kept on the post.
    commentsCount: commentCountFor(viewerId),
    // Scalar subqueries, not EXISTS: PostgreSQL may turn an EXISTS into a hash of all the
    // viewer's likes (500 read for a 20-post page, growing with the member's history); these
    // stay one index probe per row.
    likedByMe: viewerId
      ? sql<boolean>`coalesce((select true from likes l where l.user_id = ${viewerId} and l.post_id = ${posts.id} and l.post_id is not null), false)`
      : sql<boolean>`false`,
    savedByMe: viewerId
      ? sql<boolean>`coalesce((select true from saved_posts s where s.user_id = ${viewerId} and s.post_id = ${posts.id}), false)`
      : sql<boolean>`false`,
    update: updateLabelField(viewerId),
    launch: launchRefField(viewerId),
    replyRule: posts.replyRule,
    // A list of a muted-words context: the word that collapses the post for this viewer.
    mutedWord: mutedWordsIn
      ? viewersMutedWord('post', viewerId, mutedWordsIn)
      : sql<string | null>`null`,
  }
}

/** A post row as every list reads it (the statements in queries.ts select postRowFields). */
export type PostRow = SelectResultFields<ReturnType<typeof postRowFields>>

/** Mentioned project keys of a page resolved to projects this viewer sees: one query per page. */
async function findMentionedProjects(db: DbOrTx, keys: string[], viewerId: string | null) {
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
    launch: row.launch,
    replyRule: row.replyRule,
    ...(row.mutedWord ? { mutedWord: row.mutedWord } : {}),
  }))
}
