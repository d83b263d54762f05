import { active, all, type MatrixCase, ownerOnly, signedIn } from './roles'

/** Feedback, posts and comments: writing, liking, saving and deleting. */
export const postCases: MatrixCase[] = [
  {
    operation: 'POST /api/feedback',
    request: () => ({ url: '/api/feedback', payload: { message: 'Love it' } }),
    expect: signedIn(201),
  },

  {
    operation: 'POST /api/posts',
    request: () => ({ url: '/api/posts', payload: { content: 'Hello' } }),
    expect: active(201),
  },
  {
    operation: 'DELETE /api/posts/{id}',
    request: async (c) => ({ url: `/api/posts/${await c.freshPostId()}` }),
    expect: ownerOnly(204, 204),
  },
  {
    operation: 'PATCH /api/posts/{id}',
    request: (c) => ({
      url: `/api/posts/${c.postId}`,
      payload: { content: 'The owner post #launch' },
    }),
    expect: ownerOnly(200),
  },
  {
    operation: 'PUT /api/posts/{id}/like',
    request: (c) => ({ url: `/api/posts/${c.postId}/like` }),
    expect: active(200),
  },
  {
    operation: 'DELETE /api/posts/{id}/like',
    request: (c) => ({ url: `/api/posts/${c.postId}/like` }),
    expect: active(200),
  },
  {
    operation: 'PUT /api/posts/{id}/save',
    request: (c) => ({ url: `/api/posts/${c.postId}/save` }),
    expect: active(200),
  },
  {
    operation: 'DELETE /api/posts/{id}/save',
    request: (c) => ({ url: `/api/posts/${c.postId}/save` }),
    expect: active(200),
  },
  {
    operation: 'POST /api/posts/{id}/comments',
    request: (c) => ({ url: `/api/posts/${c.postId}/comments`, payload: { content: 'Nice' } }),
    expect: active(201),
  },
  // Its author only: moderators remove comments through moderation (issue 19 §3).
  {
    operation: 'DELETE /api/comments/{id}',
    request: async (c) => ({ url: `/api/comments/${await c.freshCommentId()}` }),
    expect: ownerOnly(204),
  },
  // Its author only, with the same history rule as posts (decision 039).
  {
    operation: 'PATCH /api/comments/{id}',
    request: (c) => ({ url: `/api/comments/${c.commentId}`, payload: { content: 'Nice, edited' } }),
    expect: ownerOnly(200),
  },
  {
    operation: 'GET /api/comments/{id}/versions',
    request: (c) => ({ url: `/api/comments/${c.commentId}/versions` }),
    expect: all(200),
  },
  {
    operation: 'PUT /api/comments/{id}/like',
    request: (c) => ({ url: `/api/comments/${c.commentId}/like` }),
    expect: active(200),
  },
  {
    operation: 'DELETE /api/comments/{id}/like',
    request: (c) => ({ url: `/api/comments/${c.commentId}/like` }),
    expect: active(200),
  },
]
