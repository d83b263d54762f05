import { draftTexts } from '@common/drafts'
import type { Post } from '@common/posts'
import type { ReplyRule } from '@common/safety'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import type { Viewer } from '../../plugins/session'
import { announcePost, checkNewPost, getPost, type WrittenPost, writePost } from '../posts'
import {
  type DraftRow,
  deleteDraftRow,
  findDraft,
  listDueDraftIds,
  takeDueDraft,
  unscheduleDueDraft,
} from './queries'

type PublishDeps = { db: Db; bus: EventBus }

/**
 * The normal post-create path for a draft's text and stored images, in one transaction with
 * taking the draft: the post exists exactly when the draft is gone.
 */
async function publishTaken(
  deps: PublishDeps,
  take: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<DraftRow | null>,
  replyRule?: ReplyRule,
): Promise<WrittenPost | null> {
  const written = await deps.db.transaction(async (tx) => {
    const draft = await take(tx)
    if (!draft) return null
    const checked = await checkNewPost(tx, draft.content, draft.images.length, draft.userId)
    return writePost(tx, draft.userId, { ...checked, replyRule }, draft.images)
  })
  if (written) await announcePost(deps.bus, written)
  return written
}

/** "Post" on a resumed draft: published now, its images as uploaded. */
export async function publishDraftNow(
  deps: PublishDeps,
  viewer: Viewer,
  draftId: string,
  replyRule?: ReplyRule,
): Promise<Post> {
  const written = await publishTaken(
    deps,
    async (tx) => {
      const draft = await findDraft(tx, draftId, { forUpdate: true })
      if (!draft || draft.userId !== viewer.id) {
        throw new AppError('not_found', draftTexts.notFound)
      }
      await deleteDraftRow(tx, draftId)
      return draft
    },
    replyRule,
  )
  return getPost(deps, written!.postId, viewer)
}

/** Due posts one pass publishes at most; the next pass takes the rest. */
const DUE_PER_PASS = 50

/**
 * Publishes every scheduled post whose time has come (decision 030). Safe on any number of
 * nodes at once and when run again: a draft is deleted by the transaction that writes its
 * post. One that may not go out (banned author, a text no longer valid) becomes a plain draft.
 */
export async function publishDuePosts(deps: PublishDeps & { log: FastifyBaseLogger }) {
  const ids = await listDueDraftIds(deps.db, DUE_PER_PASS)
  for (const draftId of ids) {
    try {
      const written = await publishTaken(deps, (tx) => takeDueDraft(tx, draftId))
      if (!written) await unscheduleDueDraft(deps.db, draftId)
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      deps.log.info({ draftId, reason: error.message }, 'scheduled post kept as a draft')
      await unscheduleDueDraft(deps.db, draftId)
    }
  }
  return ids.length
}
