import { request } from '@tests/support/app'
import { act, everyone, ids, json, members, page, previewMentions, type Surface } from './kit'

/** Where a project shows, and the actions on it. */
export const projectSurfaces: Surface[] = [
  {
    name: 'Projects tab',
    kind: 'project',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) => {
      const response = await request(ctx.app, {
        url: `/api/users/${s.author.username}/projects`,
        as,
      })
      return response.statusCode === 200 && ids(response.json().items).includes(s.id)
    },
  },
  {
    name: 'projects count',
    kind: 'project',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) => {
      const response = await request(ctx.app, { url: `/api/users/${s.author.username}`, as })
      return response.statusCode === 200 && response.json().projectsCount === 1
    },
  },
  {
    name: 'search',
    kind: 'project',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/search?q=${s.word}`, as)).projects).includes(s.id),
  },
  {
    name: 'mention suggestions',
    kind: 'project',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/mentions?q=${s.word}`, as)).projects).includes(s.id),
  },
  {
    name: 'saved projects',
    kind: 'project',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, '/api/me/saved/projects?limit=50', as)).items).includes(s.id),
  },
  {
    name: "a post's mention link",
    kind: 'project',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/posts/${s.hostPostId}`, as)).mentions.projects).includes(s.id),
  },
  {
    name: 'link preview',
    kind: 'project',
    reads: 'list',
    roles: ['visitor'],
    sees: (ctx, s) => previewMentions(ctx, `/project/${s.id}`, s.word),
  },
  {
    name: 'project page',
    kind: 'project',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/projects/${s.id}`, as),
  },
  {
    name: 'Mentions tab',
    kind: 'project',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/projects/${s.id}/mentions`, as),
  },
  {
    name: 'bookmark',
    kind: 'project',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) => act(ctx, s, { method: 'PUT', url: `/api/projects/${s.id}/bookmark` }, as),
  },
  {
    // Every watcher bookmarked it when it was set up.
    name: 'unbookmark',
    kind: 'project',
    reads: 'undo',
    roles: members,
    sees: (ctx, s, as) =>
      act(ctx, s, { method: 'DELETE', url: `/api/projects/${s.id}/bookmark` }, as),
  },
]
