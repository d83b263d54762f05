import { act, everyone, ids, json, members, page, type Surface } from './kit'

/** Where a comment shows (on `member`'s post), and the actions on it. */
export const commentSurfaces: Surface[] = [
  {
    name: 'thread',
    kind: 'comment',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/posts/${s.hostPostId}/comments`, as)).items).includes(s.id),
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
    name: 'comment notification',
    kind: 'comment',
    reads: 'list',
    roles: ['member'],
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
    sees: (ctx, s, as) => act(ctx, { method: 'PUT', url: `/api/comments/${s.id}/like` }, as),
  },
  {
    name: 'reply',
    kind: 'comment',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) =>
      act(
        ctx,
        {
          method: 'POST',
          url: `/api/posts/${s.hostPostId}/comments`,
          payload: { content: 'reply', parentId: s.id },
        },
        as,
        { ok: 201, hidden: 400 },
      ),
  },
]
