import type { GenericEndpointContext } from 'better-auth'
import { verifyJWT } from 'better-auth/crypto'
import Bowser from 'bowser'
import type { Db } from '../../../db/client'
import { providerName, type SignInProvider } from '../providers/config'
import { anotherWayIn, waysInOf } from '../ways-in'
import { recordSecurityEvent, rememberDevice, type SecurityMail } from './service'

/** "Chrome on macOS": browser family and system, no versions (an update is not a new device). */
export function deviceOf(userAgent: string | null | undefined): string {
  if (!userAgent) return 'an unknown browser'
  const { browser, os } = Bowser.parse(userAgent)
  return `${browser.name || 'Unknown browser'} on ${os.name || 'an unknown system'}`
}

type Deps = { db: Db; mail: SecurityMail; providers: SignInProvider[] }

/**
 * better-auth database hooks that write the security log (issue 18 §5). Each runs after
 * better-auth's own write, so the log names what did happen.
 */
export function securityHooks({ db, mail, providers }: Deps) {
  const record = recordSecurityEvent.bind(null, db, mail)
  return {
    /** A session in a browser family + system the account never used: mailed. */
    async sessionCreated(session: { userId: string; userAgent?: string | null }) {
      const device = deviceOf(session.userAgent)
      if (await rememberDevice(db, session.userId, device)) {
        await record(session.userId, 'new_device', device)
      }
    },
    /**
     * An account row added to an account that had another way in: a provider linked, or a
     * password set through a reset link by a member who signed in with a provider or passkey.
     * The first row, at sign-up, is not news.
     */
    async accountCreated(created: { userId: string; providerId: string }) {
      if (!anotherWayIn(await waysInOf(db, created.userId))) return
      if (created.providerId === 'credential') await record(created.userId, 'password_set')
      else
        await record(created.userId, 'provider_linked', providerName(providers, created.providerId))
    },
    async passwordChanged(userId: string) {
      await record(userId, 'password_changed')
    },
    providerUnlinked(userId: string, providerId: string) {
      return record(userId, 'provider_unlinked', providerName(providers, providerId))
    },
    /** better-auth's user update: two-factor on or off, or an email change link opened. */
    async userUpdated(
      updated: { id: string; email: string; twoFactorEnabled?: unknown },
      ctx: GenericEndpointContext | null,
    ) {
      if (ctx?.path === '/two-factor/verify-totp' && updated.twoFactorEnabled === true) {
        await record(updated.id, 'two_factor_enabled')
      } else if (ctx?.path === '/two-factor/disable' && updated.twoFactorEnabled === false) {
        await record(updated.id, 'two_factor_disabled')
      } else if (ctx?.path === '/verify-email') {
        const payload = await verifyJWT(String(ctx.query?.token ?? ''), ctx.context.secret)
        const to = typeof payload?.updateTo === 'string' ? payload.updateTo : null
        if (to && to === updated.email.toLowerCase()) {
          const from = typeof payload?.email === 'string' ? payload.email : null
          await record(updated.id, 'email_changed', to, from ? [from] : [])
        }
      }
    },
  }
}
