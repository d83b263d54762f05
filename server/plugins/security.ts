import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { errorBody } from '../lib/errors'
import { isApiRoute } from './matched-route'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function originOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/**
 * Helmet with a strict CSP, and a CSRF guard: every mutating request the router matched to an
 * /api route, however its path is spelled, must come from a trusted origin (Origin header, or
 * Referer when a browser omits Origin).
 */
async function securityPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const isHttps = config.publicUrl.startsWith('https://')
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Project logos are typed-in addresses on any https host; uploads may sit in a bucket
        // served over plain http (a local MinIO).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https:',
          ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin link previews fetch our images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: isHttps,
  })

  // Helmet has no Permissions-Policy: the app uses none of these browser features.
  app.addHook('onSend', async (_request, reply) => {
    reply.header(
      'permissions-policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    )
  })

  const trusted = new Set(config.trustedOrigins)
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer)
    if (!origin || !trusted.has(origin)) {
      return reply.status(403).send(errorBody('forbidden', 'Missing or untrusted origin'))
    }
  })
}

export default fp(securityPlugin, { name: 'security' })
