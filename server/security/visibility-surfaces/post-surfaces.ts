import {
  act,
  everyone,
  ids,
  json,
  members,
  others,
  page,
  previewMentions,
  type Surface,
  streamGetsComments,
} from './kit'

/** Where a post shows, and the actions on it. */
export const postSurfaces: Surface[] = [
  {
    name: 'Everyone feed',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, '/api/posts?limit=50', as)).items).includes(s.id),
  },
  {
    name: 'Following feed',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, '/api/posts?feed=following&limit=50', as)).items).includes(s.id),
  },
  {
    name: 'tag page',
    kind: 'post',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/tags/${s.word}/posts`, as)).items).includes(s.id),
  },
  {
    name: 'post search',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/search/posts?q=${s.word}&limit=50`, as)).items).includes(s.id),
  },
  {
    // The scenario's tag is on this post alone, so the post is what suggests it.
    name: 'hashtag suggestions',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      (await json(ctx, `/api/hashtags?q=${s.word}`, as)).tags.some(
        (item: { tag: string }) => item.tag === s.word,
      ),
  },
  {
    name: 'saved posts',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, '/api/me/saved/posts?limit=50', as)).items).includes(s.id),
  },
  {
    name: 'mention notification',
    kind: 'post',
    reads: 'notification',
    roles: others,
    sees: async (ctx, s, as) =>
      (await json(ctx, '/api/notifications?limit=50', as)).items.some(
        (item: { postId: string | null }) => item.postId === s.id,
      ),
  },
  {
    name: 'link preview',
    kind: 'post',
    reads: 'list',
    roles: ['visitor'],
    sees: (ctx, s) => previewMentions(ctx, `/post/${s.id}`, `@${s.author.username}`),
  },
  {
    name: 'post page',
    kind: 'post',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/posts/${s.id}`, as),
  },
  {
    name: 'thread',
    kind: 'post',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/posts/${s.id}/comments`, as),
  },
  {
    name: 'live comments',
    kind: 'post',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => streamGetsComments(ctx, s.id, as),
  },
  {
    name: 'like',
    kind: 'post',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) => act(ctx, s, { method: 'PUT', url: `/api/posts/${s.id}/like` }, as),
  },
  {
    name: 'save',
    kind: 'post',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) => act(ctx, s, { method: 'PUT', url: `/api/posts/${s.id}/save` }, as),
  },
  {
    name: 'comment',
    kind: 'post',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) =>
      act(
        ctx,
        s,
        { method: 'POST', url: `/api/posts/${s.id}/comments`, payload: { content: 'hi' } },
        as,
        { ok: 201, hidden: 404 },
      ),
  },
  {
    name: 'unlike',
    kind: 'post',
    reads: 'undo',
    roles: members,
    sees: (ctx, s, as) => act(ctx, s, { method: 'DELETE', url: `/api/posts/${s.id}/like` }, as),
  },
  {
    // Every watcher saved it when it was set up.
    name: 'unsave',
    kind: 'post',
    reads: 'undo',
    roles: members,
    sees: (ctx, s, as) => act(ctx, s, { method: 'DELETE', url: `/api/posts/${s.id}/save` }, as),
  },
]
