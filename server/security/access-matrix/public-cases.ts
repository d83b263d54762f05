import { all, type MatrixCase } from './roles'

/** Feeds, generated cards, badges and the live stream's input: open to everyone. */
export const publicCases: MatrixCase[] = [
  {
    operation: 'GET /{username}/feed.xml',
    request: (c) => ({ url: `/${c.ownerUsername}/feed.xml` }),
    expect: all(200),
  },
  // Generated cards (issue 20 §7): an address with an old version leads to the current card.
  {
    operation: 'GET /og/project/{id}/{file}',
    request: (c) => ({ url: `/og/project/${c.projectId}/${'0'.repeat(16)}.png` }),
    expect: all(302),
  },
  {
    operation: 'GET /og/post/{id}/{file}',
    request: (c) => ({ url: `/og/post/${c.postId}/${'0'.repeat(16)}.png` }),
    expect: all(302),
  },
  {
    operation: 'GET /og/launch/{id}/{file}',
    request: async (c) => ({ url: `/og/launch/${await c.freshLaunchId()}/${'0'.repeat(16)}.png` }),
    expect: all(302),
  },
  {
    operation: 'GET /og/profile/{username}/{file}',
    request: (c) => ({ url: `/og/profile/${c.ownerUsername}/${'0'.repeat(16)}.png` }),
    expect: all(302),
  },
  {
    operation: 'GET /project/{id}/badge.svg',
    request: (c) => ({ url: `/project/${c.projectId}/badge.svg` }),
    expect: all(200),
  },
  // The stream itself is covered in events.test.ts; here its input is checked for everyone alike.
  {
    operation: 'GET /api/events',
    request: () => ({ url: '/api/events?post=not-a-uuid' }),
    expect: all(400),
  },
]
