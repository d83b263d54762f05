import { uuidSchema } from '@common/ids'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../lib/error-responses'
import { requireActiveViewer } from '../../../plugins/session'
import type { GalleryDeps } from '../service'
import { readLogoUpload, storeProjectLogo } from './service'

const errors = errorResponses(400, 401, 403, 404)

/** A project's uploaded logo (issue 17 §5): its makers set it, stored beside the gallery. */
export async function projectLogoRoutes(app: FastifyInstance, deps: GalleryDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/api/projects/:id/logo',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['projects'],
        summary: "Upload the project's logo (multipart file `logo`, cropped square); makers only",
        consumes: ['multipart/form-data'],
        params: z.object({ id: uuidSchema }),
        response: {
          201: z.object({ logoUrl: z.string() }),
          ...errors,
          ...errorResponses(413, 415),
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      const data = await readLogoUpload(request)
      return reply.status(201).send(await storeProjectLogo(deps, viewer, request.params.id, data))
    },
  )
}
