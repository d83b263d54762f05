import type { BetterAuthPlugin } from 'better-auth'
import {
  APIError,
  createAuthMiddleware,
  getAuthoritativeSessionFromCtx,
  isAPIError,
} from 'better-auth/api'
import { symmetricDecrypt } from 'better-auth/crypto'
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins/two-factor'
import { Secret, TOTP } from 'otpauth'
import type { Db } from '../../../db/client'
import {
  type CodeLockout,
  claimTotpStep,
  clearCodeAttempts,
  releaseCodeAttempt,
  reserveCodeAttempt,
  totpSecretOf,
} from './queries'

/** better-auth's TOTP settings (RFC 6238 defaults): 30 s steps, 6 digits, one step either side. */
const PERIOD_SECONDS = 30
const WINDOW = 1
/** What better-auth is shown instead of a code whose step was not claimed: it matches no step. */
const NOT_A_CODE = 'used'

const TOTP_PATH = '/two-factor/verify-totp'
const codePaths = new Set([TOTP_PATH, '/two-factor/verify-backup-code'])
/** The answers that judged a code wrong: only these keep the guess they reserved. */
const wrongCodeErrors = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE'])

/** The time step `code` belongs to within better-auth's window; null if none. */
function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  // Keyed as better-auth keys it: the stored secret's UTF-8 bytes.
  const totp = new TOTP({
    secret: Secret.fromUTF8(secret),
    period: PERIOD_SECONDS,
  })
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW })
  return delta === null ? null : totp.counter({ timestamp: now }) + delta
}

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/**
 * Whose code this is, as better-auth's verify endpoints decide it: the session's member (the
 * settings routes confirm or turn off two-factor through them), else the member of this browser's
 * unexpired sign-in challenge. Null when there is neither: the endpoint refuses on its own.
 */
async function codeOwner(ctx: Ctx): Promise<{ userId: string; isSignIn: boolean } | null> {
  const session = await getAuthoritativeSessionFromCtx(ctx)
  if (session) return { userId: session.user.id, isSignIn: false }
  const cookie = ctx.context.createAuthCookie('two_factor')
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!challenge) return null
  const found = await ctx.context.internalAdapter.findVerificationValue(challenge)
  if (!found || found.expiresAt <= new Date()) return null
  return { userId: found.value, isSignIn: true }
}

/**
 * Wraps better-auth's two-factor code checks (sign-in, and the settings routes that call them)
 * with state in PostgreSQL, so every node agrees: a sign-in guess is reserved before it is judged
 * and a TOTP step is accepted once. better-auth's own account lockout is off (auth.ts): this is it.
 */
export function twoFactorGuard(db: Db, lockout: CodeLockout): BetterAuthPlugin {
  // Whose guess a call reserved, by the call's auth context (one object from before to after).
  const reservedFor = new WeakMap<object, string>()
  return {
    id: 'two-factor-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => codePaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const owner = await codeOwner(ctx)
            if (!owner) return
            // Atomic reservation: twenty guesses at once get at most the ten left, then 429.
            if (owner.isSignIn && !(await reserveCodeAttempt(db, owner.userId, lockout))) {
              throw APIError.from(
                'TOO_MANY_REQUESTS',
                TWO_FACTOR_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED,
              )
            }
            if (owner.isSignIn) reservedFor.set(ctx.context, owner.userId)
            if (ctx.path !== TOTP_PATH) return
            const encrypted = await totpSecretOf(db, owner.userId)
            if (!encrypted) return
            const secret = await symmetricDecrypt({
              key: ctx.context.secretConfig,
              data: encrypted,
            })
            const step = stepOfCode(secret, String(ctx.body?.code ?? ''))
            // RFC 6238 §5.2: a step is claimed once, in the statement that accepts it; better-auth
            // then judges only a code whose step this request claimed (else it answers INVALID_CODE).
            if (step !== null && (await claimTotpStep(db, owner.userId, step))) return
            return { context: { body: { ...ctx.body, code: NOT_A_CODE } } }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => codePaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned
            if (isAPIError(returned)) {
              const reserved = reservedFor.get(ctx.context)
              const code = (returned.body as { code?: string } | undefined)?.code
              if (reserved && !wrongCodeErrors.has(code ?? '')) {
                await releaseCodeAttempt(db, reserved, lockout)
              }
              return
            }
            const userId = (returned as { user?: { id?: string } } | undefined)?.user?.id
            if (userId) await clearCodeAttempts(db, userId)
          }),
        },
      ],
    },
  }
}
