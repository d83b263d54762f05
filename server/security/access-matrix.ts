import { makeImage } from '@tests/factories/images'
import { multipart } from '@tests/factories/multipart'
import { uniqueProjectName } from '@tests/factories/projects'

/**
 * Every API operation with the status each role gets. Roles: a visitor; `member`, a signed-in
 * member who does not own the target; `owner` of the target (the owner's post, comment, project,
 * profile and notifications); a `banned` member; a `moderator` who does not own the target.
 */
export type Role = 'visitor' | 'member' | 'owner' | 'banned' | 'moderator'
export const roles: Role[] = ['visitor', 'member', 'owner', 'banned', 'moderator']

/** What a case needs: the owner's objects, and a way to make fresh ones for destructive calls. */
export type MatrixContext = {
  ownerUsername: string
  postId: string
  commentId: string
  projectId: string
  notificationId: string
  freshPostId(): Promise<string>
  /** A new comment of the owner's on the owner's post. */
  freshCommentId(): Promise<string>
  freshProjectId(): Promise<string>
  /** A new draft of the owner's (decision 030), with one image when asked. */
  freshDraftId(options?: { withImage?: boolean }): Promise<string>
}

type Request = { url: string; payload?: unknown; headers?: Record<string, string> }
export type MatrixCase = {
  operation: string
  request: (ctx: MatrixContext) => Promise<Request> | Request
  expect: Record<Role, number>
  /** The call changes the actor themselves (password, deletion): each role acts as a new account. */
  freshActor?: boolean
}

const all = (status: number): Record<Role, number> => ({
  visitor: status,
  member: status,
  owner: status,
  banned: status,
  moderator: status,
})
const signedIn = (status: number, banned = status) => ({ ...all(status), visitor: 401, banned })
const active = (status: number) => signedIn(status, 403)
const ownerOnly = (status: number, moderator = 403) => ({
  visitor: 401,
  member: 403,
  owner: status,
  banned: 403,
  moderator,
})
/** A draft: its author only; to anyone else signed in it does not exist. */
const ownerOnlyDraft = (status: number) => ({
  visitor: 401,
  member: 404,
  owner: status,
  banned: 403,
  moderator: 404,
})
const moderatorsOnly = { visitor: 401, member: 403, owner: 403, banned: 403, moderator: 200 }

async function avatarUpload(): Promise<Request> {
  const body = await multipart({}, [
    { field: 'avatar', name: 'a.png', type: 'image/png', data: await makeImage({ format: 'png' }) },
  ])
  return { url: '/api/me/avatar', ...body }
}

async function galleryUpload(c: MatrixContext): Promise<Request> {
  const body = await multipart({}, [
    { field: 'image', name: 'a.png', type: 'image/png', data: await makeImage({ format: 'png' }) },
  ])
  return { url: `/api/projects/${c.projectId}/gallery`, ...body }
}

async function logoUpload(c: MatrixContext): Promise<Request> {
  const body = await multipart({}, [
    { field: 'logo', name: 'l.png', type: 'image/png', data: await makeImage({ format: 'png' }) },
  ])
  return { url: `/api/projects/${c.projectId}/logo`, ...body }
}

export const accessMatrix: MatrixCase[] = [
  { operation: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: all(200) },
  // better-auth's own endpoints, documented by hand in server/plugins/openapi-auth-paths.ts.
  {
    operation: 'POST /api/auth/sign-up/email',
    request: () => {
      const name = `new_${Math.random().toString(36).slice(2, 12)}`
      return {
        url: '/api/auth/sign-up/email',
        payload: { name, email: `${name}@example.com`, password: 'correct horse battery' },
      }
    },
    expect: all(200),
  },
  {
    operation: 'POST /api/auth/sign-in/email',
    request: () => ({
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.com', password: 'not the password' },
    }),
    expect: all(401),
  },
  // No provider is configured in the access-control app: both refuse an unknown one alike.
  {
    operation: 'POST /api/auth/sign-in/social',
    request: () => ({
      url: '/api/auth/sign-in/social',
      payload: { provider: 'test', callbackURL: '/feed' },
    }),
    expect: all(404),
  },
  {
    operation: 'POST /api/auth/link-social',
    request: () => ({
      url: '/api/auth/link-social',
      payload: { provider: 'test', callbackURL: '/settings/account' },
    }),
    expect: signedIn(404),
  },
  {
    operation: 'POST /api/auth/sign-out',
    request: () => ({ url: '/api/auth/sign-out' }),
    expect: all(200),
    freshActor: true,
  },
  {
    operation: 'GET /api/auth/get-session',
    request: () => ({ url: '/api/auth/get-session' }),
    expect: all(200),
  },
  {
    operation: 'POST /api/auth/request-password-reset',
    request: () => ({
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    }),
    expect: all(200),
  },
  {
    operation: 'POST /api/auth/reset-password',
    request: () => ({
      url: '/api/auth/reset-password',
      payload: { newPassword: 'a new long password', token: 'not-a-real-token' },
    }),
    expect: all(400),
  },
  // Without the sign-in's two_factor cookie a visitor has no challenge (401); a signed-in
  // member without two-factor has no factor to check (400).
  {
    operation: 'POST /api/auth/two-factor/verify-totp',
    request: () => ({ url: '/api/auth/two-factor/verify-totp', payload: { code: '123456' } }),
    expect: signedIn(400),
  },
  {
    operation: 'POST /api/auth/two-factor/verify-backup-code',
    request: () => ({
      url: '/api/auth/two-factor/verify-backup-code',
      payload: { code: 'abcde-12345' },
    }),
    expect: signedIn(400),
  },
  // Passkey sign-in (decision 037): options for anyone; an answer without this browser's
  // challenge cookie verifies nothing. passkeys.spec.ts signs in with a virtual authenticator.
  {
    operation: 'GET /api/auth/passkey/generate-authenticate-options',
    request: () => ({ url: '/api/auth/passkey/generate-authenticate-options' }),
    expect: all(200),
  },
  {
    operation: 'POST /api/auth/passkey/verify-authentication',
    request: () => ({
      url: '/api/auth/passkey/verify-authentication',
      payload: { response: { id: 'not-a-credential' } },
    }),
    expect: all(401),
  },
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

  {
    operation: 'PATCH /api/me/profile',
    request: () => ({ url: '/api/me/profile', payload: { location: 'Lisbon' } }),
    expect: active(200),
  },
  {
    operation: 'PUT /api/me/about',
    request: () => ({ url: '/api/me/about', payload: { description: 'About me' } }),
    expect: active(200),
  },
  {
    operation: 'PUT /api/me/links',
    request: () => ({ url: '/api/me/links', payload: { twitter: 'someone' } }),
    expect: active(200),
  },
  { operation: 'POST /api/me/avatar', request: avatarUpload, expect: active(201) },
  {
    operation: 'POST /api/me/email',
    request: () => ({
      url: '/api/me/email',
      payload: { newEmail: `new${Math.random()}@example.com` },
    }),
    expect: signedIn(202),
  },
  {
    operation: 'POST /api/me/password',
    request: () => ({
      url: '/api/me/password',
      payload: { currentPassword: 'correct horse battery', newPassword: 'another secret' },
    }),
    expect: signedIn(204),
    freshActor: true,
  },
  // Two-factor (issue 18 §1): a member's own factor only; nobody is on here, so the steps
  // that need one answer 400. two-factor.test.ts drives the whole flow.
  {
    operation: 'GET /api/me/two-factor',
    request: () => ({ url: '/api/me/two-factor' }),
    expect: signedIn(200),
  },
  {
    operation: 'POST /api/me/two-factor/setup',
    request: () => ({
      url: '/api/me/two-factor/setup',
      payload: { password: 'correct horse battery', name: 'Authenticator app' },
    }),
    expect: signedIn(200),
  },
  {
    operation: 'POST /api/me/two-factor/confirm',
    request: () => ({ url: '/api/me/two-factor/confirm', payload: { code: '000000' } }),
    expect: signedIn(400),
  },
  {
    operation: 'POST /api/me/two-factor/backup-codes',
    request: () => ({
      url: '/api/me/two-factor/backup-codes',
      payload: { password: 'correct horse battery' },
    }),
    expect: signedIn(400),
  },
  {
    operation: 'POST /api/me/two-factor/disable',
    request: () => ({
      url: '/api/me/two-factor/disable',
      payload: { password: 'correct horse battery', code: '123456' },
    }),
    expect: signedIn(400),
  },
  // Sessions (issue 18 §3): only the member's own; sessions.test.ts ends them across nodes.
  {
    operation: 'GET /api/me/sessions',
    request: () => ({ url: '/api/me/sessions' }),
    expect: signedIn(200),
  },
  {
    operation: 'DELETE /api/me/sessions/{id}',
    request: () => ({ url: '/api/me/sessions/not-a-session-of-yours' }),
    expect: signedIn(404),
  },
  {
    operation: 'POST /api/me/sessions/end-others',
    request: () => ({ url: '/api/me/sessions/end-others' }),
    expect: signedIn(200),
    freshActor: true,
  },
  // Sign-in providers and the security log (issue 18 §4, §5): the list of providers is public,
  // the rest the member's own. The access-control app configures none, so nothing is linked;
  // sign-in-providers.test.ts runs the flows against a real provider.
  {
    operation: 'GET /api/sign-in-providers',
    request: () => ({ url: '/api/sign-in-providers' }),
    expect: all(200),
  },
  {
    operation: 'GET /api/me/providers',
    request: () => ({ url: '/api/me/providers' }),
    expect: signedIn(200),
  },
  {
    operation: 'DELETE /api/me/providers/{providerId}',
    request: () => ({ url: '/api/me/providers/test' }),
    expect: signedIn(404),
  },
  {
    operation: 'GET /api/me/security-log',
    request: () => ({ url: '/api/me/security-log' }),
    expect: signedIn(200),
  },
  // Passkeys (issue 18 §2): the member's own only; nobody here has one, and a forged answer
  // without a challenge is refused. passkeys.test.ts and passkeys.spec.ts drive the rest.
  {
    operation: 'GET /api/auth/passkey/generate-register-options',
    request: () => ({ url: '/api/auth/passkey/generate-register-options' }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/me/passkeys',
    request: () => ({ url: '/api/me/passkeys' }),
    expect: signedIn(200),
  },
  {
    operation: 'POST /api/me/passkeys',
    request: () => ({
      url: '/api/me/passkeys',
      payload: {
        name: 'Phone',
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'oA' },
        },
      },
    }),
    expect: signedIn(400),
  },
  {
    operation: 'PATCH /api/me/passkeys/{id}',
    request: () => ({ url: '/api/me/passkeys/not-yours', payload: { name: 'Mine' } }),
    expect: signedIn(404),
  },
  {
    operation: 'DELETE /api/me/passkeys/{id}',
    request: () => ({ url: '/api/me/passkeys/not-yours' }),
    expect: signedIn(404),
  },
  {
    operation: 'DELETE /api/me',
    request: () => ({ url: '/api/me', payload: { confirm: 'DELETE' } }),
    expect: signedIn(204),
    freshActor: true,
  },
  // Email choices are the member's own; banned members keep theirs (decision 031).
  {
    operation: 'GET /api/me/email-preferences',
    request: () => ({ url: '/api/me/email-preferences' }),
    expect: signedIn(200),
  },
  {
    operation: 'PATCH /api/me/email-preferences',
    request: () => ({ url: '/api/me/email-preferences', payload: { likes: 'off' } }),
    expect: signedIn(200),
  },
  // The unsubscribe link's signed token is its only authorisation, whoever sends it: an unsigned
  // one is refused for everyone (signed ones: email-notifications.test.ts).
  {
    operation: 'GET /email/unsubscribe',
    request: () => ({ url: '/email/unsubscribe?token=not.signed' }),
    expect: all(400),
  },
  {
    operation: 'POST /email/unsubscribe',
    request: () => ({ url: '/email/unsubscribe?token=not.signed' }),
    expect: all(400),
  },
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

  {
    operation: 'POST /api/projects',
    request: () => ({
      url: '/api/projects',
      payload: { name: uniqueProjectName(), tagline: 'Matrix' },
    }),
    expect: active(201),
  },
  {
    operation: 'PATCH /api/projects/{id}',
    request: (c) => ({ url: `/api/projects/${c.projectId}`, payload: { tagline: 'Changed' } }),
    expect: ownerOnly(200),
  },
  {
    operation: 'PUT /api/projects/{id}',
    request: async (c) => ({
      url: `/api/projects/${await c.freshProjectId()}`,
      payload: { name: uniqueProjectName(), tagline: 'Replaced' },
    }),
    expect: ownerOnly(200),
  },
  {
    operation: 'DELETE /api/projects/{id}',
    request: async (c) => ({ url: `/api/projects/${await c.freshProjectId()}` }),
    expect: ownerOnly(204, 204),
  },
  {
    operation: 'PUT /api/projects/{id}/bookmark',
    request: (c) => ({ url: `/api/projects/${c.projectId}/bookmark` }),
    expect: active(200),
  },
  {
    operation: 'DELETE /api/projects/{id}/bookmark',
    request: (c) => ({ url: `/api/projects/${c.projectId}/bookmark` }),
    expect: active(200),
  },
  {
    operation: 'POST /api/projects/{id}/updates',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/updates`,
      payload: { content: 'Shipped', milestoneKind: 'launched' },
    }),
    expect: ownerOnly(201),
  },
  // The gallery (issue 17 §5): read as the project, managed by its makers only.
  {
    operation: 'GET /api/projects/{id}/gallery',
    request: (c) => ({ url: `/api/projects/${c.projectId}/gallery` }),
    expect: all(200),
  },
  { operation: 'POST /api/projects/{id}/gallery', request: galleryUpload, expect: ownerOnly(201) },
  { operation: 'POST /api/projects/{id}/logo', request: logoUpload, expect: ownerOnly(201) },
  {
    operation: 'PUT /api/projects/{id}/gallery/order',
    request: async (c) => ({
      url: `/api/projects/${await c.freshProjectId()}/gallery/order`,
      payload: { ids: [] },
    }),
    expect: ownerOnly(200),
  },
  // The owner passes the check and finds no such image (404); the others stop at it.
  {
    operation: 'PATCH /api/projects/{id}/gallery/{imageId}',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/gallery/00000000-0000-4000-8000-000000000000`,
      payload: { alt: 'The dashboard' },
    }),
    expect: ownerOnly(404),
  },
  {
    operation: 'DELETE /api/projects/{id}/gallery/{imageId}',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/gallery/00000000-0000-4000-8000-000000000000`,
    }),
    expect: ownerOnly(404),
  },
  // Not one's own project (400); banned members act on nothing (403).
  {
    operation: 'PUT /api/projects/{id}/follow',
    request: (c) => ({ url: `/api/projects/${c.projectId}/follow` }),
    expect: { ...active(200), owner: 400 },
  },
  {
    operation: 'DELETE /api/projects/{id}/follow',
    request: (c) => ({ url: `/api/projects/${c.projectId}/follow` }),
    expect: { ...active(200), owner: 400 },
  },
  {
    operation: 'GET /api/projects/{id}/followers',
    request: (c) => ({ url: `/api/projects/${c.projectId}/followers` }),
    expect: ownerOnly(200),
  },
  // Co-makers (issue 17 §4, decision 029). Success for makers and invitees is covered role by
  // role in server/features/projects/makers-access.test.ts; here nobody is invited, so the owner
  // meets a missing member or invitation, and the owner cannot leave or hand over to themselves.
  {
    operation: 'GET /api/projects/{id}/makers',
    request: (c) => ({ url: `/api/projects/${c.projectId}/makers` }),
    expect: all(200),
  },
  {
    operation: 'POST /api/projects/{id}/invitations',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/invitations`,
      payload: { username: 'nobody_has_this_name' },
    }),
    expect: ownerOnly(404),
  },
  {
    operation: 'DELETE /api/projects/{id}/invitations/{username}',
    request: (c) => ({ url: `/api/projects/${c.projectId}/invitations/nobody_has_this_name` }),
    expect: ownerOnly(404),
  },
  {
    operation: 'POST /api/projects/{id}/invitation/accept',
    request: (c) => ({ url: `/api/projects/${c.projectId}/invitation/accept` }),
    expect: active(404),
  },
  {
    operation: 'POST /api/projects/{id}/invitation/decline',
    request: (c) => ({ url: `/api/projects/${c.projectId}/invitation/decline` }),
    expect: active(404),
  },
  {
    operation: 'DELETE /api/projects/{id}/makers/{username}',
    request: (c) => ({ url: `/api/projects/${c.projectId}/makers/${c.ownerUsername}` }),
    expect: ownerOnly(400),
  },
  {
    operation: 'POST /api/projects/{id}/transfer',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/transfer`,
      payload: { username: c.ownerUsername },
    }),
    expect: ownerOnly(400),
  },

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
    request: (c) => ({ url: '/api/reports', payload: { type: 'comment', id: c.commentId } }),
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
  // Drafts and scheduled posts (decision 030): the author's alone; anyone else's draft is
  // missing to them (404), moderators included.
  { operation: 'GET /api/drafts', request: () => ({ url: '/api/drafts' }), expect: active(200) },
  {
    operation: 'POST /api/drafts',
    request: () => ({ url: '/api/drafts', payload: { content: 'Half a thought' } }),
    expect: active(201),
  },
  {
    operation: 'GET /api/drafts/{id}',
    request: async (c) => ({ url: `/api/drafts/${await c.freshDraftId()}` }),
    expect: ownerOnlyDraft(200),
  },
  {
    operation: 'PATCH /api/drafts/{id}',
    request: async (c) => ({
      url: `/api/drafts/${await c.freshDraftId()}`,
      payload: {
        content: 'Launching soon',
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    }),
    expect: ownerOnlyDraft(200),
  },
  {
    operation: 'DELETE /api/drafts/{id}',
    request: async (c) => ({ url: `/api/drafts/${await c.freshDraftId()}` }),
    expect: ownerOnlyDraft(204),
  },
  {
    operation: 'POST /api/drafts/{id}/images',
    request: async (c) => {
      const body = await multipart({ alt: 'A photo' }, [
        {
          field: 'images',
          name: 'a.png',
          type: 'image/png',
          data: await makeImage({ format: 'png' }),
        },
      ])
      return { url: `/api/drafts/${await c.freshDraftId()}/images`, ...body }
    },
    expect: ownerOnlyDraft(200),
  },
  {
    operation: 'DELETE /api/drafts/{id}/images/{index}',
    request: async (c) => ({
      url: `/api/drafts/${await c.freshDraftId({ withImage: true })}/images/0`,
    }),
    expect: ownerOnlyDraft(200),
  },
  {
    operation: 'POST /api/drafts/{id}/publish',
    request: async (c) => ({ url: `/api/drafts/${await c.freshDraftId()}/publish` }),
    expect: ownerOnlyDraft(201),
  },
]
