import type { Comment } from '@common/comments'
import { act, everyone, isBlock, json, members, others, page, type Surface } from './kit'

/** Where a comment shows (on `member`'s post, mentioning its watchers), and the actions on it. */
export const commentSurfaces: Surface[] = [
  {
    // Across a block the comment stays, collapsed as "Blocked" with nothing of it shown, so its
    // replies keep their place: not seen, but not missing either.
    name: 'thread',
    kind: 'comment',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) => {
      const thread: Comment[] = (await json(ctx, `/api/posts/${s.hostPostId}/comments`, as)).items
      const entry = thread.find((comment) => comment.id === s.id)
      if (entry?.collapsed === 'blocked') {
        if (entry.author !== null || entry.content !== '') {
          ctx.problems.push('thread: a comment collapsed as "Blocked" shows its author or text')
        }
        return false
      }
      if (!entry && isBlock(s.rule) && as?.id === s.party.id) {
        ctx.problems.push('thread: the comment across a block is missing, not collapsed')
      }
      return entry !== undefined
    },
  },
  {
    name: "card's comment count",
    kind: 'comment',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) =>
      (await json(ctx, `/api/posts/${s.hostPostId}`, as)).commentsCount === 1,
  },
  // Edit history reads as the comment's page does (decision 039).
  {
    name: 'comment edit history',
    kind: 'comment',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/comments/${s.id}/versions`, as),
  },
  {
    // The post's author hears of the comment, the watchers of their mention in it.
    name: 'comment notification',
    kind: 'comment',
    reads: 'notification',
    roles: others,
    sees: async (ctx, s, as) =>
      (await json(ctx, '/api/notifications?limit=50', as)).items.some(
        (item: { commentId: string | null }) => item.commentId === s.id,
      ),
  },
  {
    name: 'like',
    kind: 'comment',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) => act(ctx, s, { method: 'PUT', url: `/api/comments/${s.id}/like` }, as),
  },
  {
    name: 'reply',
    kind: 'comment',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) =>
      act(
        ctx,
        s,
        {
          method: 'POST',
          url: `/api/posts/${s.hostPostId}/comments`,
          payload: { content: 'reply', parentId: s.id },
        },
        as,
        { ok: 201, hidden: 400 },
      ),
  },
  {
    name: 'unlike',
    kind: 'comment',
    reads: 'undo',
    roles: members,
    sees: (ctx, s, as) => act(ctx, s, { method: 'DELETE', url: `/api/comments/${s.id}/like` }, as),
  },
]
