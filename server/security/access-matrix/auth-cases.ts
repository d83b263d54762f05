import { all, type MatrixCase, signedIn } from './roles'

/** Sign-up, sign-in and the rest of better-auth's endpoints; health. */
export const authCases: MatrixCase[] = [
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
]
