import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isApiRoute } from './matched-route'

/**
 * Every /api answer is `Cache-Control: no-store` unless its route chose otherwise: most depend on
 * the session (the viewer's own data, `likedByMe`, hidden items), so no browser or shared cache
 * may keep one for the next person on that machine or behind that proxy. One rule for the whole
 * API rather than a list of private routes that a new route could be missing from; public
 * caching belongs to /media, the built assets and the Atom feeds.
 */
async function noStorePlugin(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApiRoute(request)) {
      reply.header('cache-control', 'no-store')
    }
    done(null, payload)
  })
}

export default fp(noStorePlugin, { name: 'no-store' })
