import { uuidSchema } from '@common/ids'
import {
  galleryAltUpdateSchema,
  galleryImageParamsSchema,
  galleryOrderSchema,
  gallerySchema,
} from '@common/project-gallery'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer } from '../../plugins/session'
import { readGalleryUpload } from './images'
import {
  addGalleryImage,
  describeGalleryImage,
  type GalleryDeps,
  getGallery,
  removeGalleryImage,
  reorderGallery,
} from './service'

const projectParams = z.object({ id: uuidSchema })
const errors = errorResponses(400, 401, 403, 404)

/** A project's screenshot gallery (issue 17 §5): read by anyone who sees the project, managed by its makers. */
export async function projectGalleryRoutes(app: FastifyInstance, deps: GalleryDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/projects/:id/gallery',
    {
      schema: {
        tags: ['projects'],
        summary: "A project's screenshots in order, and whether the viewer may manage them",
        params: projectParams,
        response: { 200: gallerySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      return getGallery(deps, request.params.id, viewer)
    },
  )

  routes.post(
    '/api/projects/:id/gallery',
    {
      // Each upload is decoded three times; removed ones free their place, so bound the churn.
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags: ['projects'],
        summary:
          'Add a screenshot (multipart: file `image`, optional text `alt`); makers only, up to 8',
        consumes: ['multipart/form-data'],
        params: projectParams,
        response: { 201: gallerySchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      const upload = await readGalleryUpload(request)
      const gallery = await addGalleryImage(deps, viewer, request.params.id, upload)
      return reply.status(201).send(gallery)
    },
  )

  routes.put(
    '/api/projects/:id/gallery/order',
    {
      schema: {
        tags: ['projects'],
        summary: 'Reorder the screenshots: every image id once, in the new order; makers only',
        params: projectParams,
        body: galleryOrderSchema,
        response: { 200: gallerySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return reorderGallery(deps, viewer, request.params.id, request.body.ids)
    },
  )

  routes.patch(
    '/api/projects/:id/gallery/:imageId',
    {
      schema: {
        tags: ['projects'],
        summary: 'Describe a screenshot (its alt text; empty to clear); makers only',
        params: galleryImageParamsSchema,
        body: galleryAltUpdateSchema,
        response: { 200: gallerySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      const { id, imageId } = request.params
      return describeGalleryImage(deps, viewer, id, imageId, request.body.alt)
    },
  )

  routes.delete(
    '/api/projects/:id/gallery/:imageId',
    {
      schema: {
        tags: ['projects'],
        summary: 'Remove a screenshot and its files; makers only',
        params: galleryImageParamsSchema,
        response: { 200: gallerySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return removeGalleryImage(deps, viewer, request.params.id, request.params.imageId)
    },
  )
}
