import { act, everyone, ids, json, members, page, type Surface } from './kit'

/**
 * A project's launch (issue 32) shows wherever the project may: the launch is the project's for
 * the policy (decision 046). Each project case has an upcoming launch tagged with its word.
 */
export const launchSurfaces: Surface[] = [
  {
    name: 'upcoming launches',
    kind: 'project',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/launches?upcoming=true&topic=${s.word}`, as)).items).includes(
        s.launchId ?? '',
      ),
  },
  {
    name: 'launch page',
    kind: 'project',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/launches/${s.launchId}`, as),
  },
  {
    name: 'project launches card',
    kind: 'project',
    reads: 'page',
    roles: everyone,
    sees: async (ctx, s, as) =>
      (await page(ctx, s, `/api/projects/${s.id}/launches`, as)) &&
      ids((await json(ctx, `/api/projects/${s.id}/launches`, as)).items).includes(s.launchId ?? ''),
  },
  {
    name: 'launch notify me off',
    kind: 'project',
    reads: 'undo',
    roles: members,
    sees: (ctx, s, as) =>
      act(ctx, s, { method: 'DELETE', url: `/api/launches/${s.launchId}/notify` }, as),
  },
  {
    name: 'launch notify me',
    kind: 'project',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) =>
      act(ctx, s, { method: 'PUT', url: `/api/launches/${s.launchId}/notify` }, as),
  },
]
