import { type MatrixCase, ownerOnly, signedIn } from './roles'

/**
 * Block, mute and hiding comments (issue 31). A banned member may still shield themselves, so
 * blocks and mutes answer them as any member; oneself is refused (400). Only a post's author
 * hides the comments on it.
 */
export const safetyCases: MatrixCase[] = [
  ...(['PUT', 'DELETE'] as const).flatMap((method) => [
    {
      operation: `${method} /api/users/{username}/block`,
      request: (c) => ({ url: `/api/users/${c.ownerUsername}/block` }),
      expect: { ...signedIn(200), owner: 400 },
    } satisfies MatrixCase,
    {
      operation: `${method} /api/users/{username}/mute`,
      request: (c) => ({
        url: `/api/users/${c.ownerUsername}/mute`,
        payload: method === 'PUT' ? { duration: '1d' } : undefined,
      }),
      expect: { ...signedIn(200), owner: 400 },
    } satisfies MatrixCase,
    {
      operation: `${method} /api/comments/{id}/hidden`,
      request: (c) => ({ url: `/api/comments/${c.commentId}/hidden` }),
      // The member and the moderator reported this comment earlier in the matrix (people-cases):
      // hidden from them, it answers 404 before the author-only 403.
      expect: { ...ownerOnly(200), member: 404, moderator: 404 },
    } satisfies MatrixCase,
  ]),
  {
    operation: 'GET /api/me/blocks',
    request: () => ({ url: '/api/me/blocks' }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/me/mutes',
    request: () => ({ url: '/api/me/mutes' }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/me/muted-words',
    request: () => ({ url: '/api/me/muted-words' }),
    expect: signedIn(200),
  },
  {
    operation: 'POST /api/me/muted-words',
    request: () => ({ url: '/api/me/muted-words', payload: { phrase: 'hustle' } }),
    expect: signedIn(201),
  },
  {
    // Only ever one's own words: someone else's id, or none, is missing.
    operation: 'DELETE /api/me/muted-words/{id}',
    request: () => ({ url: '/api/me/muted-words/0b7e6f1c-3d2a-4c5b-9e8f-1a2b3c4d5e6f' }),
    expect: signedIn(404),
  },
]
