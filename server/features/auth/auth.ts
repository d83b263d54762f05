import { drizzleAdapter } from '@better-auth/drizzle-adapter'
import { passkey } from '@better-auth/passkey'
import { emailChangedPath } from '@common/settings'
import { limits, texts } from '@common/texts'
import { normaliseUsername, usernameProblem } from '@common/username'
import { betterAuth } from 'better-auth'
import { APIError } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import * as schema from '../../db/schema'
import type { Mailer } from '../../lib/mail'
import { SESSION_LIFETIME_SECONDS, SESSION_REFRESH_AGE_SECONDS } from '../../lib/session-lifetime'
import { emailChangeHook } from './email-change/service'
import { markPasskeyUsed } from './passkeys/queries'
import { hashPassword, verifyPassword } from './password/hashing'
import { endResetLinks } from './password/queries'
import { oidcConfigFor, socialProvidersFor } from './providers/config'
import { proposeUsername } from './providers/username-proposal'
import { securityHooks } from './security-log/hooks'
import { twoFactorGuard } from './two-factor/guard'
import { twoFactorMailHook } from './two-factor/mail'

type AuthDeps = { config: Config; db: Db; mailer: Mailer; log: FastifyBaseLogger }

/** How long an emailed email-change link works. */
export const EMAIL_LINK_LIFETIME_SECONDS = 60 * 60

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: schema.profiles.id })
    .from(schema.profiles)
    .where(eq(sql`lower(${schema.profiles.username})`, username.toLowerCase()))
    .limit(1)
  return rows.length > 0
}

/** better-auth, configured for email + password with cookie sessions stored in PostgreSQL. */
export function createAuth({ config, db, mailer, log }: AuthDeps) {
  const providers = config.signInProviders
  const security = securityHooks({
    db,
    providers,
    mail: {
      mailer,
      publicUrl: config.publicUrl,
      onMailError: (error) => log.error({ err: error }, 'security mail failed'),
    },
  })
  const mailTwoFactor = twoFactorMailHook(mailer, config.publicUrl)
  return betterAuth({
    appName: 'Makerfolio',
    // A failed sign-in is routine: keep better-auth's notes in the app log, at debug level.
    logger: {
      log: (level, message) => log[level === 'error' ? 'error' : 'debug']({ auth: true }, message),
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      autoSignIn: true,
      // better-auth's own format, hashed on libuv's pool with threads left for the database.
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      // The link used is spent already; every other pending link of the account ends too.
      onPasswordReset: ({ user }) => endResetLinks(db, user.id),
      async sendResetPassword({ user, token }) {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
        await mailer.send({
          to: user.email,
          subject: 'Reset your Makerfolio password',
          text: `Someone asked to reset the password of your Makerfolio account.\n\nOpen this link within an hour to choose a new one:\n${link}\n\nIf it was not you, ignore this email.`,
        })
      },
    },
    // Email change: the link goes to the new address; the email changes once it is opened.
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      expiresIn: EMAIL_LINK_LIFETIME_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const link = `${config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(emailChangedPath)}`
        await mailer.send({
          to: user.email,
          subject: 'Confirm your new Makerfolio email',
          text: `Someone asked to use ${user.email} for a Makerfolio account.\n\nOpen this link within an hour to confirm it:\n${link}\n\nIf it was not you, ignore this email: nothing changes.`,
        })
      },
    },
    // Sign-in providers (issue 18 §4, decision 034). An email that is another account's is never
    // linked at sign-in (the callback answers account_not_linked); a member links a provider from
    // settings while signed in, whatever email the provider holds.
    socialProviders: socialProvidersFor(providers),
    account: {
      accountLinking: {
        enabled: true,
        disableImplicitLinking: true,
        allowDifferentEmails: true,
        trustedProviders: providers.map((provider) => provider.id),
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
    },
    plugins: [
      genericOAuth({
        config: oidcConfigFor(providers).map((entry) => ({
          ...entry,
          // The username proposal starts from the provider's username, then its name.
          mapProfileToUser: (profile) => ({
            name: String(profile.preferred_username ?? profile.nickname ?? profile.name ?? ''),
          }),
        })),
      }),
      twoFactor({
        issuer: 'Makerfolio',
        // The account lockout is twoFactorGuard's, which reserves a guess before judging it.
        accountLockout: { enabled: false },
        backupCodeOptions: { amount: 10 },
      }),
      // Ten wrong sign-in codes in a row, across challenges, lock the account's codes for 15
      // minutes (on top of five per challenge and our per-client limits in routes.ts); a TOTP
      // time step is accepted once (RFC 6238 §5.2).
      twoFactorGuard(db, { maxFailedAttempts: 10, durationSeconds: 15 * 60 }),
      // Passkeys (issue 18 §2, decision 037). The expected origins are the trusted ones at the
      // RP ID's domain, never the request's Origin header (the plugin's fallback).
      passkey({
        rpID: config.passkeys.rpId,
        rpName: 'Makerfolio',
        origin: config.passkeys.origins,
        // Discoverable credentials: "Sign in with a passkey" and autofill need no email first.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        authentication: {
          afterVerification: ({ clientData }) => markPasskeyUsed(db, String(clientData.id)),
        },
      }),
    ],
    // Our own rate limits (Fastify, optionally Redis-backed) cover the auth routes.
    rateLimit: { enabled: false },
    // Unexpected errors (a lost database) reach our error handler: 503 for an outage, and one
    // redacted log line instead of better-call's console.error of the query and its parameters.
    onAPIError: { throw: true },
    // Profile fields, password and email change through validated /api/me routes (which call
    // auth.api); better-auth's own HTTP endpoints for them are not exposed. Nothing sends a
    // verification mail but the email change (which mails on its own): the public endpoint
    // would let anyone mail any member.
    disabledPaths: [
      '/update-user',
      '/change-password',
      '/change-email',
      '/send-verification-email',
      // Two-factor setup goes through /api/me/two-factor (features/account/two-factor/service.ts),
      // which names the authenticator and asks for a code before turning it off. The sign-in
      // steps (verify-totp, verify-backup-code) stay public.
      '/two-factor/enable',
      '/two-factor/disable',
      '/two-factor/get-totp-uri',
      '/two-factor/generate-backup-codes',
      // Unlinking goes through DELETE /api/me/providers/:providerId (it logs and mails).
      '/unlink-account',
      // A passkey is saved, listed, renamed and removed through /api/me/passkeys
      // (passkeys/service.ts: named, logged, mailed, never the last way in). Getting
      // registration options and both sign-in steps stay better-auth's.
      '/passkey/verify-registration',
      '/passkey/list-user-passkeys',
      '/passkey/update-passkey',
      '/passkey/delete-passkey',
    ],
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      session: {
        create: { after: (created) => security.sessionCreated(created) },
      },
      account: {
        create: { after: (created) => security.accountCreated(created) },
        update: {
          // A password change (the settings route, or any future one) ends pending reset links.
          async after(account) {
            if (account?.providerId === 'credential' && account.password) {
              await endResetLinks(db, account.userId)
              await security.passwordChanged(account.userId)
            }
          },
        },
      },
      user: {
        create: {
          // The name given at sign-up is the username; a trigger creates the profile from it.
          async before(user, ctx) {
            // A provider's first sign-in: a free username is proposed, changed on /welcome.
            if (ctx?.path?.startsWith('/callback/')) {
              const name = await proposeUsername(db, [user.name, user.email?.split('@')[0]])
              return { data: { ...user, name } }
            }
            const username = normaliseUsername(String(user.name ?? ''))
            const problem = usernameProblem(username)
            if (problem)
              throw new APIError('BAD_REQUEST', { message: problem, code: 'INVALID_USERNAME' })
            if (await isUsernameTaken(db, username)) {
              throw new APIError('CONFLICT', {
                message: texts.usernameTaken,
                code: 'USERNAME_TAKEN',
              })
            }
            return { data: { ...user, name: username } }
          },
        },
        update: {
          before: emailChangeHook(db),
          async after(updated, ctx) {
            await mailTwoFactor(updated, ctx)
            await security.userUpdated(updated, ctx)
          },
        },
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
