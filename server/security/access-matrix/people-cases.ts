import { active, type MatrixCase, moderatorsOnly } from './roles'

/** Follows, reports, notifications read and moderators' actions. */
export const peopleCases: MatrixCase[] = [
  {
    operation: 'PUT /api/users/{username}/follow',
    request: (c) => ({ url: `/api/users/${c.ownerUsername}/follow` }),
    expect: { ...active(200), owner: 400 },
  },
  {
    operation: 'DELETE /api/users/{username}/follow',
    request: (c) => ({ url: `/api/users/${c.ownerUsername}/follow` }),
    expect: { ...active(200), owner: 400 },
  },
  {
    operation: 'POST /api/reports',
    request: (c) => ({
      url: '/api/reports',
      payload: { type: 'comment', id: c.commentId, reason: 'spam' },
    }),
    expect: { ...active(200), owner: 400 },
  },
  {
    operation: 'POST /api/notifications/read-all',
    request: () => ({ url: '/api/notifications/read-all', payload: {} }),
    expect: active(200),
  },
  {
    operation: 'POST /api/notifications/{id}/read',
    request: (c) => ({ url: `/api/notifications/${c.notificationId}/read`, payload: {} }),
    expect: { visitor: 401, member: 404, owner: 200, banned: 403, moderator: 404 },
  },
  {
    operation: 'POST /api/moderation/actions',
    request: async (c) => ({
      url: '/api/moderation/actions',
      payload: { action: 'dismiss', type: 'post', id: await c.freshPostId() },
    }),
    expect: moderatorsOnly,
  },
]
