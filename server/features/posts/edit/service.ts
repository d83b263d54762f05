import { limits } from '@common/limits'
import type { Page } from '@common/pagination'
import { postEditTexts } from '@common/post-edit-texts'
import type { PostEditInput, PostVersion } from '@common/post-edits'
import { type Post, postTexts } from '@common/posts'
import { extractEntities } from '@common/text-entities'
import { AppError } from '../../../lib/errors'
import { decodeCursor } from '../../../lib/pagination'
import type { Viewer } from '../../../plugins/session'
import { assertVisible, type PolicyViewer } from '../../../policy/visibility'
import { notificationEvents, recordNotifications } from '../../notifications'
import { mentionedAfresh, mentionNotices } from '../mention-notices'
import { findMentionTargets, findPostRow } from '../queries'
import { getPost, type PostsDeps } from '../service'
import { listEarlierVersions, lockPostForEdit, writePostEdit } from './queries'

/**
 * The author rewrites a post's text and its images' alt texts (the images stay, as on Mastodon).
 * The replaced text is kept (post_versions); mentions and hashtags are read again: members and
 * projects mentioned for the first time are notified, once (the notices' keys are per post).
 */
export async function editPost(
  deps: Pick<PostsDeps, 'db' | 'bus'>,
  viewer: Viewer,
  postId: string,
  input: PostEditInput,
): Promise<Post> {
  const content = input.content.trim()
  const entities = extractEntities(content)
  const mentioned = await findMentionTargets(deps.db, entities.mentions, viewer.id)
  const recipients = await deps.db.transaction(async (tx) => {
    const post = await lockPostForEdit(tx, postId)
    if (!post) throw new AppError('not_found', postTexts.notFound)
    if (post.userId !== viewer.id) throw new AppError('forbidden', postEditTexts.onlyAuthor)
    if (input.alt.length !== post.images.length) {
      throw new AppError('validation', postEditTexts.altCountMismatch)
    }
    if (!content && post.images.length === 0) throw new AppError('validation', postTexts.empty)
    if (mentioned.users.length + mentioned.projects.length > limits.mentionsPerPost) {
      throw new AppError('validation', postTexts.tooManyMentions)
    }
    const images = post.images.map((image, index) => ({ ...image, alt: input.alt[index] ?? '' }))
    const unchanged =
      content === post.content && images.every((image, i) => image.alt === post.images[i]?.alt)
    // Saving what is already there writes no version and marks nothing as edited.
    if (unchanged) return null
    await writePostEdit(tx, postId, post, {
      content,
      images,
      hashtags: entities.hashtags,
      mentions: {
        users: mentioned.users.map((user) => user.username),
        projects: mentioned.projects.map((project) => project.key),
      },
    })
    const afresh = mentionedAfresh(mentioned, post.content)
    return recordNotifications(tx, mentionNotices(afresh, viewer.id, postId))
  })
  // One NOTIFY for the action: open tabs showing the post, and whom it now mentions.
  if (recipients) {
    await deps.bus.publish([{ type: 'post.edited', postId }, ...notificationEvents(recipients)])
  }
  return getPost(deps, postId, viewer)
}

/**
 * What a post said over time, for whoever may read the post: the first page starts with the
 * current text, then the earlier ones, most recent first.
 */
export async function listPostVersions(
  deps: Pick<PostsDeps, 'db'>,
  postId: string,
  viewer: PolicyViewer,
  options: { cursor?: string; limit: number },
): Promise<Page<PostVersion>> {
  const row = await findPostRow(deps.db, postId, viewer?.id ?? null)
  assertVisible(row?.access ?? null, viewer, { use: 'read', notFound: postTexts.notFound })
  const after = decodeCursor(options.cursor)
  const earlier = await listEarlierVersions(deps.db, postId, after, options.limit)
  if (after) return earlier
  const current: PostVersion = {
    content: row!.content,
    alt: row!.images.map((image) => image.alt),
    writtenAt: row!.editedAt ?? row!.createdAt,
    isCurrent: true,
  }
  return { items: [current, ...earlier.items], nextCursor: earlier.nextCursor }
}
