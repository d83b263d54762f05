import {
  emailPreferencesSchema,
  unsubscribeQuerySchema,
  updateEmailPreferencesSchema,
} from '@common/email-preferences'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/error-responses'
import { requireViewer } from '../../plugins/session'
import {
  type EmailPreferenceDeps,
  getEmailPreferences,
  readUnsubscribeLink,
  unsubscribe,
  updateEmailPreferences,
} from './service'
import { confirmPage, donePage, invalidPage } from './unsubscribe-page'

type Deps = EmailPreferenceDeps & { publicUrl: string }

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body)

/**
 * The settings section's email choices (/api/me/email-preferences) and the unsubscribe link of
 * every email. The link lives outside /api: mail providers POST it (RFC 8058 one-click) from
 * their servers, without the Origin header the /api guard asks of browsers. Its token is the
 * authorisation, so no session or CSRF check applies.
 */
export async function emailNotificationRoutes(app: FastifyInstance, deps: Deps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  // One-click unsubscribes and the confirm page's form post `List-Unsubscribe=One-Click`; the
  // body carries nothing else, so it is read and ignored (this plugin's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  )

  routes.get(
    '/api/me/email-preferences',
    {
      schema: {
        tags: ['account'],
        summary: 'Your email choices: each kind off, right away (batched) or in the weekly digest',
        response: { 200: emailPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return getEmailPreferences(deps, viewer.id)
    },
  )

  routes.patch(
    '/api/me/email-preferences',
    {
      schema: {
        tags: ['account'],
        summary: 'Change some of your email choices, the weekly digest or your time zone',
        body: updateEmailPreferencesSchema,
        response: { 200: emailPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return updateEmailPreferences(deps, viewer.id, request.body)
    },
  )

  routes.get(
    '/email/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary: "An email's unsubscribe link: an HTML page asking to confirm (no sign-in)",
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const link = readUnsubscribeLink(deps, request.query.token)
      if (!link) return html(reply, 400, invalidPage())
      return html(reply, 200, confirmPage(link.scope, request.query.token))
    },
  )

  routes.post(
    '/email/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary:
          'Unsubscribe with a signed link, no sign-in (RFC 8058 one-click: List-Unsubscribe=One-Click)',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const link = readUnsubscribeLink(deps, request.query.token)
      if (!link) return html(reply, 400, invalidPage())
      await unsubscribe(deps, link)
      const settingsUrl = `${deps.publicUrl}/settings/account#email-notifications`
      return html(reply, 200, donePage(link.scope, settingsUrl))
    },
  )
}
