import { limits } from '@common/limits'
import { type FeedKind, type Post, postTexts } from '@common/posts'
import type { ReplyRule } from '@common/safety'
import { extractEntities } from '@common/text-entities'
import type { Db, DbOrTx, Tx } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import type { StoredImage } from '../../lib/images-types'
import { decodeCursor } from '../../lib/pagination'
import type { Storage } from '../../lib/storage'
import type { Viewer } from '../../plugins/session'
import { assertVisible, findItemAccess, type PolicyViewer } from '../../policy/visibility'
import { announceNotifications, notificationEvents, recordNotifications } from '../notifications'
import { removePostImages, storePostImages, type UploadedImage } from './images'
import { mentionNotices } from './mention-notices'
import { presentPosts } from './present'
import {
  countLikes,
  deleteLike,
  deletePostRow,
  findMentionTargets,
  findPostOwner,
  findPostRow,
  insertLike,
  insertPost,
  listPostRows,
  type PostScope,
  setSavedRow,
} from './queries'

export type PostsDeps = { db: Db; bus: EventBus; storage: Storage }

/** Reads only: any surface that lists posts (profiles, projects, Atom) passes just its database. */
export async function listPostsPage(
  { db }: { db: Db },
  options: { viewerId: string | null; scope: PostScope; cursor?: string; limit: number },
) {
  const page = await listPostRows(db, { ...options, after: decodeCursor(options.cursor) })
  return {
    items: await presentPosts(db, page.items, options.viewerId),
    nextCursor: page.nextCursor,
  }
}

export function feedScope(kind: FeedKind, viewerId: string): PostScope {
  return kind === 'following' ? { kind: 'following', userId: viewerId } : { kind: 'everyone' }
}

/** A post for its detail page: 404 when missing or hidden, 403 `banned` for a banned author's. */
export async function getPost(
  { db }: Pick<PostsDeps, 'db'>,
  postId: string,
  viewer: PolicyViewer,
): Promise<Post> {
  const viewerId = viewer?.id ?? null
  const row = await findPostRow(db, postId, viewerId)
  assertVisible(row?.access ?? null, viewer, { use: 'read', notFound: postTexts.notFound })
  const [post] = await presentPosts(db, [row!], viewerId)
  return post!
}

/**
 * Runs inside the new post's transaction (a project update links it to its project): answers
 * the members it notified, to be told live with the post's own recipients.
 */
export type PostAttachment = (tx: Tx, postId: string) => Promise<string[]>

export async function createPost(
  deps: PostsDeps,
  viewer: Viewer,
  input: { content: string; images: UploadedImage[]; replyRule?: ReplyRule },
  attach?: PostAttachment,
): Promise<Post> {
  const checked = await checkNewPost(deps.db, input.content, input.images.length, viewer.id)
  const stored = await storePostImages(deps.storage, viewer.id, input.images)
  let written: WrittenPost
  try {
    const post = { ...checked, replyRule: input.replyRule }
    written = await deps.db.transaction((tx) => writePost(tx, viewer.id, post, stored, attach))
  } catch (error) {
    await removePostImages(deps.storage, stored)
    throw error
  }
  await announcePost(deps.bus, written)
  return getPost(deps, written.postId, viewer)
}

/** A new post's text, read and checked before anything is stored (also for a scheduled one). */
export type CheckedPost = Awaited<ReturnType<typeof checkNewPost>>

export async function checkNewPost(db: DbOrTx, text: string, imageCount: number, authorId: string) {
  const content = text.trim()
  if (!content && imageCount === 0) throw new AppError('validation', postTexts.empty)
  if (content.length > limits.postContentMax) throw new AppError('validation', postTexts.tooLong)
  const entities = extractEntities(content)
  const mentioned = await findMentionTargets(db, entities.mentions, authorId)
  // Each mention notifies someone: refused rather than cut, so nobody believes they were told.
  if (mentioned.users.length + mentioned.projects.length > limits.mentionsPerPost) {
    throw new AppError('validation', postTexts.tooManyMentions)
  }
  return { content, hashtags: entities.hashtags, mentioned }
}

export type WrittenPost = {
  postId: string
  authorId: string
  createdAt: string
  recipients: string[]
}

/**
 * The post row and its mention notices, in the caller's transaction: a composed post, or a
 * scheduled one the queue publishes (its draft is taken in the same transaction).
 */
export async function writePost(
  tx: Tx,
  authorId: string,
  checked: CheckedPost & { replyRule?: ReplyRule },
  images: StoredImage[],
  attach?: PostAttachment,
): Promise<WrittenPost> {
  const { content, hashtags, mentioned, replyRule } = checked
  const post = await insertPost(tx, {
    userId: authorId,
    content,
    images,
    hashtags,
    replyRule,
    mentions: {
      users: mentioned.users.map((user) => user.username),
      projects: mentioned.projects.map((project) => project.key),
    },
  })
  let recipients = await recordNotifications(tx, mentionNotices(mentioned, authorId, post.id))
  if (attach) recipients = [...new Set([...recipients, ...(await attach(tx, post.id))])]
  return { postId: post.id, authorId, createdAt: post.createdAt, recipients }
}

/** After commit: one NOTIFY for the action, the new post and whom it mentions. */
export async function announcePost(bus: EventBus, written: WrittenPost) {
  await bus.publish([
    {
      type: 'post.created',
      postId: written.postId,
      authorId: written.authorId,
      createdAt: written.createdAt,
    },
    ...notificationEvents(written.recipients),
  ])
}

/** Only the author (or a moderator) deletes a post; its images go with it. */
export async function deletePost(deps: PostsDeps, viewer: Viewer, postId: string): Promise<void> {
  const post = await findPostOwner(deps.db, postId)
  if (!post) throw new AppError('not_found', postTexts.notFound)
  if (post.userId !== viewer.id && viewer.role !== 'moderator') throw new AppError('forbidden')
  await deletePostRow(deps.db, postId)
  await removePostImages(deps.storage, post.images)
  await deps.bus.publish({ type: 'post.removed', postId })
}

/**
 * A post this member may act on (like, save): a hidden one answers 404, like a missing one, and
 * one across a block 403, unless the action is taken back (`undo`: unlike, unsave).
 */
async function assertPostVisible(db: Db, postId: string, viewer: Viewer, on: boolean) {
  const post = await findItemAccess(db, 'post', postId, viewer.id)
  assertVisible(post, viewer, { use: on ? 'act' : 'undo', notFound: postTexts.notFound })
  return post
}

/** Idempotent like state: a like notifies the author only when it is new. */
export async function setPostLike(deps: PostsDeps, viewer: Viewer, postId: string, liked: boolean) {
  const post = await assertPostVisible(deps.db, postId, viewer, liked)
  let recipients: string[] = []
  await deps.db.transaction(async (tx) => {
    if (liked) {
      if (await insertLike(tx, viewer.id, postId)) {
        recipients = await recordNotifications(tx, [
          {
            userId: post.ownerId,
            actorId: viewer.id,
            type: 'like',
            postId,
            dedupeKey: `like:${viewer.id}:${postId}`,
          },
        ])
      }
    } else {
      await deleteLike(tx, viewer.id, postId)
    }
  })
  await announceNotifications(deps.bus, recipients)
  return { liked, likesCount: await countLikes(deps.db, postId) }
}

export async function setPostSaved(
  deps: PostsDeps,
  viewer: Viewer,
  postId: string,
  saved: boolean,
) {
  await assertPostVisible(deps.db, postId, viewer, saved)
  await setSavedRow(deps.db, viewer.id, postId, saved)
  return { saved }
}
