import type { ModerationUser } from '@common/moderation'
import type { ReportedType } from '@common/reports'
import { inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { comments, posts, profiles, projects } from '../../db/schema'
import { isPlausibleId } from '../reports'

/** What a moderator needs to judge an item: a preview, and whose it is. */
export type TargetDetails = {
  type: ReportedType
  id: string
  owner: ModerationUser
  title: string
  text: string
  link: string
  /** The post itself, or the post a comment belongs to. */
  postId: string | null
}

export type TargetRef = { type: ReportedType; id: string }
export const targetKey = (ref: TargetRef) => `${ref.type}:${ref.id}`

export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

type Draft = Omit<TargetDetails, 'owner'> & { ownerId: string }

/** Previews for a page of items in at most five queries, whatever the page size. */
export async function describeTargets(
  db: DbOrTx,
  refs: TargetRef[],
): Promise<Map<string, TargetDetails>> {
  const idsOf = (type: ReportedType) =>
    refs.filter((ref) => ref.type === type && isPlausibleId(type, ref.id)).map((ref) => ref.id)
  const [postRows, commentRows, projectRows, profileRows] = await Promise.all([
    load(idsOf('post'), (ids) =>
      db
        .select({
          id: posts.id,
          content: posts.content,
          images: posts.images,
          ownerId: posts.userId,
        })
        .from(posts)
        .where(inArray(posts.id, ids)),
    ),
    load(idsOf('comment'), (ids) =>
      db
        .select({
          id: comments.id,
          content: comments.content,
          postId: comments.postId,
          ownerId: comments.userId,
        })
        .from(comments)
        .where(inArray(comments.id, ids)),
    ),
    load(idsOf('project'), (ids) =>
      db
        .select({
          id: projects.id,
          name: projects.name,
          tagline: projects.tagline,
          ownerId: projects.userId,
        })
        .from(projects)
        .where(inArray(projects.id, ids)),
    ),
    load(idsOf('profile'), (ids) =>
      db
        .select({
          id: profiles.id,
          username: profiles.username,
          name: profiles.name,
          bio: profiles.bio,
        })
        .from(profiles)
        .where(inArray(profiles.id, ids)),
    ),
  ])
  const drafts: Draft[] = [
    ...postRows.map((row) => ({
      type: 'post' as const,
      id: row.id,
      ownerId: row.ownerId,
      title: 'Post',
      text:
        excerpt(row.content) || `${row.images.length} image${row.images.length === 1 ? '' : 's'}`,
      link: `/post/${row.id}`,
      postId: row.id,
    })),
    ...commentRows.map((row) => ({
      type: 'comment' as const,
      id: row.id,
      ownerId: row.ownerId,
      title: 'Comment',
      text: excerpt(row.content),
      link: `/post/${row.postId}`,
      postId: row.postId,
    })),
    ...projectRows.map((row) => ({
      type: 'project' as const,
      id: row.id,
      ownerId: row.ownerId,
      title: row.name,
      text: excerpt(row.tagline),
      link: `/project/${row.id}`,
      postId: null,
    })),
    ...profileRows.map((row) => ({
      type: 'profile' as const,
      id: row.id,
      ownerId: row.id,
      title: row.name,
      text: excerpt(row.bio ?? ''),
      link: `/${row.username}`,
      postId: null,
    })),
  ]
  const owners = await loadOwners(db, [...new Set(drafts.map((draft) => draft.ownerId))])
  const details = new Map<string, TargetDetails>()
  for (const { ownerId, ...draft } of drafts) {
    const owner = owners.get(ownerId)
    if (owner) details.set(targetKey(draft), { ...draft, owner })
  }
  return details
}

async function load<T>(ids: string[], query: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : query(ids)
}

async function loadOwners(db: DbOrTx, ids: string[]) {
  const rows = await load(ids, (list) =>
    db
      .select({
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
        banned: profiles.banned,
      })
      .from(profiles)
      .where(inArray(profiles.id, list)),
  )
  return new Map(rows.map((row) => [row.id, row]))
}
