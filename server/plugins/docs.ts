import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { completeOpenapi } from './openapi-complete'

/** OpenAPI generated from the routes' zod schemas: `/api/openapi.json`, browsable at `/api/docs`. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Makerfolio API',
        description:
          'JSON API of Makerfolio. Sessions are httpOnly cookies set by /api/auth/sign-in/email; mutating requests must send an Origin header of a trusted origin. Errors are `{ "error": { "code", "message" } }`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Error shape, plugin-added statuses, examples and the better-auth endpoints, in one place.
    transformObject: completeOpenapi,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

export default fp(docsPlugin, { name: 'docs' })
