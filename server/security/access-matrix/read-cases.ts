import { active, all, type MatrixCase, moderatorsOnly, signedIn } from './roles'

/** Reading: the member's own lists, moderation queues, and public pages' data. */
export const readCases: MatrixCase[] = [
  { operation: 'GET /api/me', request: () => ({ url: '/api/me' }), expect: signedIn(200) },
  {
    operation: 'GET /api/me/export',
    request: () => ({ url: '/api/me/export' }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/me/saved/posts',
    request: () => ({ url: '/api/me/saved/posts' }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/me/saved/projects',
    request: () => ({ url: '/api/me/saved/projects' }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/hashtags',
    request: () => ({ url: '/api/hashtags?q=la' }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/mentions',
    request: () => ({ url: '/api/mentions?q=us' }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/moderation/history',
    request: () => ({ url: '/api/moderation/history' }),
    expect: moderatorsOnly,
  },
  {
    operation: 'GET /api/moderation/reports',
    request: () => ({ url: '/api/moderation/reports' }),
    expect: moderatorsOnly,
  },
  {
    operation: 'GET /api/moderation/jobs/failed',
    request: () => ({ url: '/api/moderation/jobs/failed' }),
    expect: moderatorsOnly,
  },
  // No failed job has this id: the moderator passes the check and finds nothing (queue.test.ts
  // retries real ones).
  {
    operation: 'POST /api/moderation/jobs/{id}/retry',
    request: () => ({ url: '/api/moderation/jobs/00000000-0000-4000-8000-000000000000/retry' }),
    expect: { ...moderatorsOnly, moderator: 404 },
  },
  {
    operation: 'GET /api/notifications',
    request: () => ({ url: '/api/notifications' }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/me/onboarding',
    request: () => ({ url: '/api/me/onboarding' }),
    expect: signedIn(200),
  },
  {
    operation: 'POST /api/me/onboarding/close',
    request: () => ({ url: '/api/me/onboarding/close', payload: { topics: [] } }),
    expect: active(200),
  },
  {
    operation: 'POST /api/me/checklist/dismiss',
    request: () => ({ url: '/api/me/checklist/dismiss', payload: {} }),
    expect: active(200),
  },
  {
    operation: 'GET /api/notifications/{id}/actors',
    request: (c) => ({ url: `/api/notifications/${c.notificationId}/actors` }),
    expect: { visitor: 401, member: 404, owner: 200, banned: 404, moderator: 404 },
  },
  {
    operation: 'GET /api/notifications/unread-count',
    request: () => ({ url: '/api/notifications/unread-count' }),
    expect: signedIn(200),
  },
  { operation: 'GET /api/posts', request: () => ({ url: '/api/posts' }), expect: signedIn(200) },
  {
    operation: 'GET /api/posts/{id}',
    request: (c) => ({ url: `/api/posts/${c.postId}` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/posts/{id}/comments',
    request: (c) => ({ url: `/api/posts/${c.postId}/comments` }),
    expect: all(200),
  },
  // Edit history is as public as the post (issue 19 §2).
  {
    operation: 'GET /api/posts/{id}/versions',
    request: (c) => ({ url: `/api/posts/${c.postId}/versions` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/projects/{id}',
    request: (c) => ({ url: `/api/projects/${c.projectId}` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/projects/{id}/mentions',
    request: (c) => ({ url: `/api/projects/${c.projectId}/mentions` }),
    expect: all(200),
  },
  // Project updates and follows (issue 17, decision 026): visitors read, members follow.
  {
    operation: 'GET /api/projects/{id}/updates',
    request: (c) => ({ url: `/api/projects/${c.projectId}/updates` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/projects/{id}/milestones',
    request: (c) => ({ url: `/api/projects/${c.projectId}/milestones` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/projects/{id}/follow',
    request: (c) => ({ url: `/api/projects/${c.projectId}/follow` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/projects/{id}/metrics/{metric}',
    request: (c) => ({ url: `/api/projects/${c.projectId}/metrics/users` }),
    expect: all(200),
  },
  ...[
    '/api/explore/projects?sort=mrr',
    '/api/explore/categories',
    '/api/explore/topics?window=day',
    '/api/explore/makers',
    '/api/explore/new/projects',
    '/api/explore/new/makers',
    '/api/explore/posts',
  ].map((url) => ({
    operation: `GET ${url.split('?')[0]}`,
    request: () => ({ url }),
    expect: all(200),
  })),
  {
    operation: 'PUT /api/explore/makers/{username}/dismissal',
    request: (c) => ({ url: `/api/explore/makers/${c.ownerUsername}/dismissal` }),
    expect: { ...active(200), owner: 400 },
  },
  {
    operation: 'GET /api/search',
    request: () => ({ url: '/api/search?q=user' }),
    expect: signedIn(200),
  },
  ...['people', 'projects', 'posts'].map((section) => ({
    operation: `GET /api/search/${section}`,
    request: () => ({ url: `/api/search/${section}?q=user` }),
    expect: signedIn(200),
  })),
  {
    operation: 'GET /api/tags/{tag}/posts',
    request: () => ({ url: '/api/tags/launch/posts' }),
    expect: all(200),
  },
  {
    operation: 'GET /api/username-available',
    request: () => ({ url: '/api/username-available?username=free_name' }),
    expect: all(200),
  },
  {
    operation: 'GET /api/users/{username}',
    request: (c) => ({ url: `/api/users/${c.ownerUsername}` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/users/{username}/followers',
    request: (c) => ({ url: `/api/users/${c.ownerUsername}/followers` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/users/{username}/following',
    request: (c) => ({ url: `/api/users/${c.ownerUsername}/following` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/users/{username}/posts',
    request: (c) => ({ url: `/api/users/${c.ownerUsername}/posts` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/users/{username}/projects',
    request: (c) => ({ url: `/api/users/${c.ownerUsername}/projects` }),
    expect: all(200),
  },
]
