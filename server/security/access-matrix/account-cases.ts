import { makeImage } from '@tests/factories/images'
import { multipart } from '@tests/factories/multipart'
import { active, all, type MatrixCase, type MatrixRequest, signedIn } from './roles'

async function avatarUpload(): Promise<MatrixRequest> {
  const body = await multipart({}, [
    { field: 'avatar', name: 'a.png', type: 'image/png', data: await makeImage({ format: 'png' }) },
  ])
  return { url: '/api/me/avatar', ...body }
}

/** The member's own account: profile, email, password, two-factor, sessions, passkeys, email choices. */
export const accountCases: MatrixCase[] = [
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
]
