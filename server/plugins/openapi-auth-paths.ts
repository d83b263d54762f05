import { limits } from '@common/texts'
import type { OpenAPIV3 } from 'openapi-types'
import { z } from 'zod'

// better-auth answers /api/auth/* itself (features/auth/routes.ts hides those routes from
// @fastify/swagger), so the endpoints an API client needs are described here by hand.

const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as OpenAPIV3.SchemaObject

const email = z.string().max(254).describe('Email address')
const password = z.string().min(limits.passwordMin).max(limits.passwordMax)
const authUser = z.object({
  id: z.string(),
  name: z.string().describe('The username'),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

function operation(
  summary: string,
  options: {
    body?: z.ZodType
    response: z.ZodType
    errors: number[]
    description?: string
  },
): OpenAPIV3.OperationObject {
  const responses: OpenAPIV3.ResponsesObject = {
    200: { description: 'OK', content: { 'application/json': { schema: json(options.response) } } },
  }
  // The error shape and examples are filled in by completeOpenapi for each status.
  for (const status of options.errors) responses[status] = { description: '' }
  return {
    tags: ['auth'],
    summary,
    ...(options.description ? { description: options.description } : {}),
    ...(options.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: json(options.body) } },
          },
        }
      : {}),
    responses,
  }
}

const sessionNote =
  'Sets the httpOnly `better-auth.session_token` cookie (7 days, refreshed daily while used); send it back on every request.'

export const authPaths: OpenAPIV3.PathsObject = {
  '/api/auth/sign-up/email': {
    post: operation('Create an account and sign in', {
      description: `\`name\` is the username: trimmed, lowercased and stripped of spaces, then 3–30 characters of a-z, 0-9 and _. ${sessionNote} Limited to 5 per 30 minutes per address.`,
      body: z.object({ name: z.string().max(200), email, password }),
      response: z.object({ user: authUser }),
      errors: [400, 403, 409, 429],
    }),
  },
  '/api/auth/sign-in/email': {
    post: operation('Sign in with email and password', {
      description: `${sessionNote} Limited to 10 per minute per address. When the account has two-factor sign-in on (and this browser is not trusted), no session starts yet: the answer is \`{ twoFactorRedirect: true, twoFactorMethods: ["totp"] }\` with a short-lived \`better-auth.two_factor\` cookie (10 minutes), and the sign-in finishes at \`/api/auth/two-factor/verify-totp\` or \`/api/auth/two-factor/verify-backup-code\`.`,
      body: z.object({ email, password: z.string().max(limits.passwordMax) }),
      response: z.union([
        z.object({ redirect: z.boolean(), user: authUser }),
        z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) }),
      ]),
      errors: [400, 401, 403, 429],
    }),
  },
  '/api/auth/two-factor/verify-totp': {
    post: operation('Finish a two-factor sign-in with a code from the authenticator app', {
      description: `Needs the \`better-auth.two_factor\` cookie from sign-in. ${sessionNote} \`trustDevice\` skips the code on this browser for 30 days. Five wrong codes end the challenge (sign in again); ten wrong codes in a row lock the account's codes for 15 minutes (429). Limited to 10 per 5 minutes per client.`,
      body: z.object({ code: z.string().max(20), trustDevice: z.boolean().optional() }),
      response: z.object({ user: authUser }),
      errors: [400, 401, 403, 429],
    }),
  },
  '/api/auth/two-factor/verify-backup-code': {
    post: operation('Finish a two-factor sign-in with a backup code (each works once)', {
      description: `As verify-totp, with one of the 10 backup codes shown when two-factor was turned on; a used code never works again.`,
      body: z.object({ code: z.string().max(20), trustDevice: z.boolean().optional() }),
      response: z.object({ user: authUser }),
      errors: [400, 401, 403, 429],
    }),
  },
  // Passkeys (decision 037): saving, listing, renaming and removing are /api/me/passkeys.
  '/api/auth/passkey/generate-register-options': {
    get: operation('Options to create a passkey (WebAuthn) for the signed-in member', {
      description:
        'For `navigator.credentials.create()`; sets a signed `better-auth-passkey` challenge cookie (5 minutes) that POST /api/me/passkeys checks. Needs a session signed in within the last day (403 otherwise: sign in again).',
      response: z.looseObject({ challenge: z.string(), rp: z.object({ id: z.string() }) }),
      errors: [401, 403, 429],
    }),
  },
  '/api/auth/passkey/generate-authenticate-options': {
    get: operation('Options to sign in with a passkey', {
      description:
        'For `navigator.credentials.get()` (discoverable credentials: no email first, and browser autofill); sets the signed `better-auth-passkey` challenge cookie (5 minutes). Limited to 30 per 5 minutes per client.',
      response: z.looseObject({ challenge: z.string(), rpId: z.string() }),
      errors: [429],
    }),
  },
  '/api/auth/passkey/verify-authentication': {
    post: operation('Sign in with a passkey: the browser’s signed answer to the options', {
      description: `Needs the challenge cookie from generate-authenticate-options; the answer must come from a trusted origin at the passkey's domain. ${sessionNote} A passkey is a second factor on its own: no two-factor code is asked. Limited to 10 per 5 minutes per client.`,
      body: z.object({ response: z.looseObject({ id: z.string().max(1024) }) }),
      response: z.object({ session: z.looseObject({}), user: authUser }),
      errors: [400, 401, 403, 429],
    }),
  },
  '/api/auth/sign-in/social': {
    post: operation('Start signing in with a configured provider (GET /api/sign-in-providers)', {
      description:
        "Answers the provider's authorization address (authorization code with PKCE and a `state` bound to this browser by a cookie); the browser goes there and comes back to `/api/auth/callback/{provider}`, which sets the session and redirects to `callbackURL`, `newUserCallbackURL` for a new account, or `errorCallbackURL?error=` (`account_not_linked`: the email belongs to another account, never linked at sign-in).",
      body: z.object({
        provider: z.string().max(40),
        callbackURL: z.string().max(500),
        newUserCallbackURL: z.string().max(500).optional(),
        errorCallbackURL: z.string().max(500).optional(),
      }),
      response: z.object({ url: z.string(), redirect: z.boolean() }),
      errors: [400, 403, 404, 429],
    }),
  },
  '/api/auth/link-social': {
    post: operation('Link a configured provider to the signed-in account', {
      description:
        "As sign-in/social, signed in: the callback links the provider account to this member (refused with `?error=` when it is another member's). Unlink with DELETE /api/me/providers/{providerId}.",
      body: z.object({
        provider: z.string().max(40),
        callbackURL: z.string().max(500),
        errorCallbackURL: z.string().max(500).optional(),
      }),
      response: z.object({ url: z.string(), redirect: z.boolean() }),
      errors: [400, 401, 403, 404, 429],
    }),
  },
  '/api/auth/sign-out': {
    post: operation('Sign out: ends this session and clears the cookie', {
      response: z.object({ success: z.boolean() }),
      errors: [403, 429],
    }),
  },
  '/api/auth/get-session': {
    get: operation('The current session and user, or null when signed out', {
      response: z
        .object({
          session: z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
          user: authUser,
        })
        .nullable(),
      errors: [429],
    }),
  },
  '/api/auth/request-password-reset': {
    post: operation('Email a password reset link (same answer whether or not the account exists)', {
      description:
        'The link opens `redirectTo` with `?token=`. Limited to 5 per 30 minutes per email address.',
      body: z.object({ email, redirectTo: z.string().optional() }),
      response: z.object({ status: z.boolean(), message: z.string() }),
      errors: [400, 403, 429],
    }),
  },
  '/api/auth/reset-password': {
    post: operation('Set a new password with the token from the reset link', {
      description: 'Ends every session of the account.',
      body: z.object({ newPassword: password, token: z.string() }),
      response: z.object({ status: z.boolean() }),
      errors: [400, 403, 429],
    }),
  },
}
