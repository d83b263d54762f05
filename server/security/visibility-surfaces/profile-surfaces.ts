import { request } from '@tests/support/app'
import { act, everyone, ids, json, others, page, previewMentions, type Surface } from './kit'

/** Where a profile shows, and the actions on it. */
export const profileSurfaces: Surface[] = [
  {
    name: 'search',
    kind: 'profile',
    reads: 'list',
    roles: others,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/search?q=${s.word}`, as)).people).includes(s.id),
  },
  {
    name: 'mention suggestions',
    kind: 'profile',
    reads: 'list',
    roles: others,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/mentions?q=${s.word}`, as)).users).includes(s.id),
  },
  {
    name: 'follow notification',
    kind: 'profile',
    reads: 'notification',
    roles: others,
    sees: async (ctx, s, as) =>
      (await json(ctx, '/api/notifications?limit=50', as)).items.some(
        (item: { actor: { id: string } }) => item.actor.id === s.id,
      ),
  },
  {
    name: 'link preview',
    kind: 'profile',
    reads: 'list',
    roles: ['visitor'],
    sees: (ctx, s) => previewMentions(ctx, `/${s.word}`, `@${s.word}`),
  },
  {
    name: 'Atom feed',
    kind: 'profile',
    reads: 'list',
    roles: ['visitor'],
    sees: async (ctx, s) =>
      (await request(ctx.app, { url: `/${s.word}/feed.xml` })).statusCode === 200,
  },
  {
    name: 'profile page',
    kind: 'profile',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/users/${s.word}`, as),
  },
  {
    name: 'Posts tab',
    kind: 'profile',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/users/${s.word}/posts`, as),
  },
  {
    name: 'followers list',
    kind: 'profile',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/users/${s.word}/followers`, as),
  },
  {
    name: 'follow',
    kind: 'profile',
    reads: 'act',
    roles: others,
    sees: (ctx, s, as) => act(ctx, s, { method: 'PUT', url: `/api/users/${s.word}/follow` }, as),
  },
]
