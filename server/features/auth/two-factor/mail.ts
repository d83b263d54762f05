import type { GenericEndpointContext } from 'better-auth'
import type { Mailer } from '../../../lib/mail'

/**
 * A user-update hook that tells the member when two-factor sign-in was turned on or off
 * (issue 18 §5), so a session thief cannot quietly remove it. better-auth sets
 * `twoFactorEnabled` only from these two endpoints (the settings routes call them).
 */
export function twoFactorMailHook(mailer: Mailer, publicUrl: string) {
  return async (
    user: { email: string; twoFactorEnabled?: unknown },
    ctx: GenericEndpointContext | null,
  ) => {
    const settings = `${publicUrl}/settings/account`
    if (ctx?.path === '/two-factor/verify-totp' && user.twoFactorEnabled === true) {
      await mailer.send({
        to: user.email,
        subject: 'Two-factor authentication is on for your Makerfolio account',
        text: `Signing in to your Makerfolio account now asks for a code from your authenticator app.\n\nIf it was not you, change your password and review your sessions at once:\n${settings}`,
      })
    } else if (ctx?.path === '/two-factor/disable' && user.twoFactorEnabled === false) {
      await mailer.send({
        to: user.email,
        subject: 'Two-factor authentication was turned off on your Makerfolio account',
        text: `Signing in to your Makerfolio account no longer asks for a code.\n\nIf it was not you, change your password, review your sessions and turn two-factor authentication on again:\n${settings}`,
      })
    }
  }
}
