import { commentTexts } from '@common/comments'
import { postTexts } from '@common/posts'
import { profileTexts } from '@common/profiles'
import { projectTexts } from '@common/projects'
import { limits, texts } from '@common/texts'
import { usernameProblem } from '@common/username'
import type { OpenAPIV3 } from 'openapi-types'
import { AppError, errorBody } from '../lib/errors'

// Examples shown at /api/docs, keyed by operation as "METHOD /path" in the OpenAPI document.
// openapi.test.ts sends every JSON example to its route, so they stay valid as schemas change.

type Examples = Record<string, OpenAPIV3.ExampleObject>

const uuid = '0b7e6f1c-3d2a-4c5b-9e8f-1a2b3c4d5e6f'

const projectExample = {
  name: 'LaunchKit',
  tagline: 'Ship your SaaS in a weekend',
  category: 'Developer tools',
  description: 'Auth, billing and a landing page, wired up and ready to deploy.',
  websiteUrl: 'https://launchkit.example',
  launchedDate: '2025-03-14',
  mrr: 1200,
  userCount: 340,
  techStack: ['TypeScript', 'PostgreSQL'],
}

export const requestBodyExamples: Record<string, unknown> = {
  'POST /api/auth/sign-up/email': {
    name: 'ada',
    email: 'ada@example.com',
    password: 'correct horse battery',
  },
  'POST /api/auth/sign-in/email': { email: 'ada@example.com', password: 'correct horse battery' },
  'POST /api/auth/request-password-reset': {
    email: 'ada@example.com',
    redirectTo: '/reset-password',
  },
  'POST /api/auth/reset-password': { newPassword: 'a new long password', token: 'from-the-email' },
  'POST /api/auth/sign-in/social': {
    provider: 'github',
    callbackURL: '/feed',
    newUserCallbackURL: '/signup/username',
    errorCallbackURL: '/login',
  },
  'POST /api/auth/link-social': {
    provider: 'github',
    callbackURL: '/settings/account?provider=linked',
    errorCallbackURL: '/settings/account?provider=failed',
  },
  'DELETE /api/me': { confirm: 'DELETE' },
  'POST /api/posts': { content: 'Shipped dark mode today! #buildinpublic' },
  'PATCH /api/posts/{id}': { content: 'Shipped dark mode today! #buildinpublic #css', alt: [] },
  'POST /api/posts/{id}/comments': { content: 'Congrats on the launch!', parentId: uuid },
  'PATCH /api/comments/{id}': { content: 'Congrats on the launch, @ada!' },
  'POST /api/drafts': { content: 'Beta opens Monday' },
  'PATCH /api/drafts/{id}': {
    content: 'Beta opens today! #buildinpublic',
    scheduledAt: '2030-01-07T09:00:00+01:00',
  },
  'POST /api/projects': projectExample,
  'PUT /api/projects/{id}': projectExample,
  'PATCH /api/projects/{id}': { mrr: 1500, userCount: 410 },
  'POST /api/projects/{id}/invitations': { username: '@grace' },
  'PUT /api/projects/{id}/revenue': { provider: 'stripe', key: 'rk_live_51Hexamplerestrictedkey' },
  'POST /api/projects/{id}/transfer': { username: 'grace' },
  'PUT /api/projects/{id}/gallery/order': { ids: [uuid] },
  'PATCH /api/me/profile': {
    name: 'Ada Lovelace',
    bio: 'Building analytical engines in public',
    location: 'London',
  },
  'PUT /api/me/about': { description: 'Indie maker since 2019. I write about pricing and SEO.' },
  'PUT /api/me/links': { twitter: 'ada', youtube: 'ada_builds' },
  'POST /api/feedback': { message: 'Could the feed show project logos next to posts?' },
  'POST /api/me/password': {
    currentPassword: 'correct horse battery',
    newPassword: 'a new long password',
  },
  'POST /api/me/email': { newEmail: 'ada@newmail.example' },
  'POST /api/me/onboarding/close': { topics: ['buildinpublic', 'saas'] },
  'PATCH /api/me/email-preferences': { likes: 'off', digest: true, timeZone: 'Europe/Paris' },
  'POST /api/reports': { type: 'post', id: uuid, reason: 'spam' },
  'POST /api/drafts/{id}/publish': { replyRule: 'following' },
  'PUT /api/users/{username}/mute': { duration: '7d', notificationsOnly: false },
  'POST /api/me/muted-words': {
    phrase: '#crypto',
    contexts: ['feeds', 'threads'],
    action: 'warn',
    duration: 'forever',
  },
  'POST /api/moderation/actions': { action: 'dismiss', type: 'post', id: uuid },
  'POST /api/projects/{id}/launches': {
    day: '2026-12-08',
    tagline: 'Ship your SaaS in a weekend, now with billing',
    tags: ['saas', 'devtools'],
    galleryImageIds: [uuid],
    firstComment: 'Hi all! We built LaunchKit after setting up auth and billing one time too many.',
    makerIds: [],
  },
  'PATCH /api/launches/{id}': { day: '2026-12-09', tagline: 'Ship your SaaS in a weekend' },
  'POST /api/launches/{id}/disqualify': { reason: 'Votes bought from a vote ring' },
  'POST /api/auth/two-factor/verify-totp': { code: '123456', trustDevice: false },
  'POST /api/auth/two-factor/verify-backup-code': { code: 'a1b2c-3d4e5', trustDevice: false },
  'PATCH /api/me/passkeys/{id}': { name: 'MacBook' },
  'PATCH /api/projects/{id}/gallery/{imageId}': { alt: 'The weekly revenue dashboard' },
  // WebAuthn answers as @simplewebauthn/browser sends them (base64url), shortened.
  'POST /api/me/passkeys': {
    name: 'MacBook',
    response: {
      id: 'hWd3nJ0cQq2X',
      rawId: 'hWd3nJ0cQq2X',
      type: 'public-key',
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
        attestationObject: 'o2NmbXRkbm9uZQ',
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    },
  },
  'POST /api/auth/passkey/verify-authentication': {
    response: {
      id: 'hWd3nJ0cQq2X',
      rawId: 'hWd3nJ0cQq2X',
      type: 'public-key',
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
        authenticatorData: 'SZYN5YgOjGh0NBcP',
        signature: 'MEUCIQDx',
        userHandle: 'dXNlci0x',
      },
      clientExtensionResults: {},
    },
  },
  'POST /api/me/two-factor/setup': { password: 'correct horse battery', name: 'Authenticator app' },
  'POST /api/me/two-factor/confirm': { code: '123456' },
  'POST /api/me/two-factor/backup-codes': { password: 'correct horse battery' },
  'POST /api/me/two-factor/disable': { password: 'correct horse battery', code: '123456' },
}

/** Multipart uploads: routes read the parts themselves, so their bodies are described here. */
export const uploadBodies: Record<string, OpenAPIV3.RequestBodyObject['content']> = {
  'POST /api/posts': {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          content: { type: 'string', maxLength: limits.postContentMax },
          images: {
            type: 'array',
            maxItems: limits.imagesPerPost,
            items: { type: 'string', format: 'binary' },
            description: `Images, at most ${limits.imageBytesMax / 1024 / 1024} MB each`,
          },
          alt: {
            type: 'array',
            items: { type: 'string', maxLength: limits.altTextMax },
            description: 'Alt text per image, in the order of the images',
          },
        },
      },
      example: { content: 'New landing page is live', alt: ['The new landing page'] },
    },
    'application/json': {
      schema: {
        type: 'object',
        required: ['content'],
        properties: { content: { type: 'string', maxLength: limits.postContentMax } },
      },
    },
  },
  'POST /api/drafts/{id}/images': {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['images'],
        properties: {
          images: {
            type: 'array',
            maxItems: limits.imagesPerPost,
            items: { type: 'string', format: 'binary' },
            description: `Images, at most ${limits.imageBytesMax / 1024 / 1024} MB each; a draft holds ${limits.imagesPerPost}`,
          },
          alt: { type: 'array', items: { type: 'string', maxLength: limits.altTextMax } },
        },
      },
      example: { alt: ['The new landing page'] },
    },
  },
  'POST /api/me/avatar': {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['avatar'],
        properties: {
          avatar: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP' },
        },
      },
      example: { avatar: '(a JPEG, PNG or WebP file)' },
    },
  },
}

const error = (summary: string, ...args: Parameters<typeof errorBody>) => ({
  summary,
  value: errorBody(...args),
})
const fallback = (code: ConstructorParameters<typeof AppError>[0]) => new AppError(code).message
const rateLimitMessage = texts.tooManyRequests.replace('a minute', '5 minutes')

/** Error examples per status, for every operation that answers it. */
export const errorExamples: Record<string, Examples> = {
  401: { notSignedIn: error('Not signed in', 'unauthorized', texts.notAuthenticated) },
  404: { missing: error('Missing, or hidden from you', 'not_found', texts.notFound) },
  409: { conflict: error('Conflict', 'conflict', fallback('conflict')) },
  413: { tooLarge: error('File too large', 'too_large', postTexts.fileTooLarge) },
  415: { notAnImage: error('Not an image', 'unsupported_media', postTexts.onlyImages) },
  429: { rateLimited: error('Rate limited (see Retry-After)', 'rate_limited', rateLimitMessage) },
  500: { internal: error('Unexpected failure', 'internal', texts.somethingWentWrong) },
  503: { unavailable: error('Database unavailable', 'unavailable', fallback('unavailable')) },
}

export const forbiddenExamples = {
  notAllowed: error('Not yours, or not a moderator', 'forbidden', texts.notAllowed),
  banned: error('A banned member or their content', 'banned', fallback('banned')),
}

/** Every mutation under /api is refused without a trusted Origin (CSRF defence). */
export const mutationForbiddenExamples = {
  untrustedOrigin: error(
    'Missing or untrusted Origin header',
    'forbidden',
    'Missing or untrusted origin',
  ),
  suspended: error('Your account is banned', 'forbidden', 'Your account has been suspended'),
}

/** Examples with a route's own wording where the generic one would mislead. */
export const errorExampleOverrides: Record<string, Record<string, Examples>> = {
  'POST /api/auth/sign-in/email': {
    401: { incorrectLogin: error('Wrong email or password', 'unauthorized', texts.incorrectLogin) },
  },
  'POST /api/auth/sign-up/email': {
    400: {
      badUsername: error('Unusable username', 'bad_request', usernameProblem('a!') ?? ''),
      shortPassword: error('Short password', 'validation', texts.passwordTooShort),
    },
    409: {
      usernameTaken: error('Username taken', 'conflict', texts.usernameTaken),
      emailTaken: error('Email taken', 'conflict', 'An account with this email already exists'),
    },
  },
  'POST /api/auth/reset-password': {
    400: {
      invalidToken: error(
        'Expired link',
        'bad_request',
        'This reset link is invalid or has expired',
      ),
    },
  },
  'PATCH /api/me/profile': {
    409: { usernameTaken: error('Username taken', 'conflict', texts.usernameTaken) },
  },
  'POST /api/me/avatar': {
    413: { tooLarge: error('File too large', 'too_large', profileTexts.avatarTooLarge) },
    415: {
      wrongType: error('Not a JPEG, PNG or WebP', 'unsupported_media', profileTexts.avatarTypes),
    },
  },
  'POST /api/posts': {
    400: {
      empty: error('Nothing to post', 'validation', postTexts.empty),
      tooManyImages: error('Too many images', 'validation', postTexts.tooManyImages),
    },
  },
  'POST /api/posts/{id}/comments': {
    400: {
      blank: error('Blank comment', 'validation', commentTexts.blank, {
        content: commentTexts.blank,
      }),
    },
  },
  ...Object.fromEntries(
    ['POST /api/projects', 'PUT /api/projects/{id}', 'PATCH /api/projects/{id}'].map((key) => [
      key,
      {
        409: {
          nameTaken: error('Name taken', 'conflict', projectTexts.nameTaken, {
            name: projectTexts.nameTaken,
          }),
        },
      },
    ]),
  ),
}
