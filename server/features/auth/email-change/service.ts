import { emailLinkErrors } from '@common/settings'
import type { GenericEndpointContext } from 'better-auth'
import { APIError } from 'better-auth/api'
import { verifyJWT } from 'better-auth/crypto'
import type { Db } from '../../../db/client'
import { claimEmail, EMAIL_TAKEN, endOtherSessions, takeEmailChangeSessions } from './queries'

const withError = (callbackURL: string, code: string) =>
  `${callbackURL}${callbackURL.includes('?') ? '&' : '?'}error=${code}`

/**
 * better-auth's `user.update.before` hook. Opening an email-change link (verify-email) is the only
 * place better-auth writes a user's email; there the address is claimed first, so the account
 * that loses a race is sent back to the link's page with EMAIL_TAKEN instead of a 500, and once
 * the email is the account's, its sessions end except the browsers that asked for the change or
 * opened the link.
 */
export function emailChangeHook(db: Db) {
  return async (data: { email?: unknown }, ctx: GenericEndpointContext | null) => {
    if (typeof data.email !== 'string' || ctx?.path !== '/verify-email') return
    // better-auth verified this token before updating; its userId names the account.
    const payload = await verifyJWT(String(ctx.query?.token ?? ''), ctx.context.secret)
    const userId = typeof payload?.userId === 'string' ? payload.userId : null
    if (!userId) return
    if (!(await claimEmail(db, userId, data.email))) {
      const callbackURL = ctx.query?.callbackURL
      if (typeof callbackURL === 'string') throw ctx.redirect(withError(callbackURL, EMAIL_TAKEN))
      throw new APIError('CONFLICT', { code: EMAIL_TAKEN, message: emailLinkErrors[EMAIL_TAKEN] })
    }
    const keep = await takeEmailChangeSessions(db, userId)
    const opener = ctx.context.session
    if (opener && opener.user.id === userId) keep.push(opener.session.id)
    await endOtherSessions(db, userId, keep)
  }
}
