import { uuidSchema } from '@common/ids'
import {
  bookmarkStateSchema,
  projectInputSchema,
  projectPatchSchema,
  projectSchema,
} from '@common/projects'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/error-responses'
import type { Storage } from '../../lib/storage'
import { requireActiveViewer } from '../../plugins/session'
import {
  createProject,
  deleteProject,
  getProject,
  type ProjectsDeps,
  setProjectBookmark,
  updateProject,
} from './service'

const projectParams = z.object({ id: uuidSchema })
const errors = errorResponses(400, 401, 403, 404)

/** `storage`: a deleted project's gallery and logo files go with it. */
export async function projectRoutes(
  app: FastifyInstance,
  deps: ProjectsDeps & { storage: Storage },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/api/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a project (409 when its name, without spaces and case, is taken)',
        body: projectInputSchema,
        response: { 201: projectSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      return reply.status(201).send(await createProject(deps, viewer, request.body))
    },
  )

  routes.get(
    '/api/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'One project: 404 when missing or reported twice, 403 `banned` for a banned owner',
        params: projectParams,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      return getProject(deps, request.params.id, viewer)
    },
  )

  routes.put(
    '/api/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Replace your project (the whole form; missing optional fields become null)',
        params: projectParams,
        body: projectInputSchema,
        response: { 200: projectSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return updateProject(deps, viewer, request.params.id, request.body)
    },
  )

  routes.patch(
    '/api/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Change some fields of your project (null or empty clears an optional field)',
        params: projectParams,
        body: projectPatchSchema,
        response: { 200: projectSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return updateProject(deps, viewer, request.params.id, request.body)
    },
  )

  routes.delete(
    '/api/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Delete your project (moderators may delete any)',
        params: projectParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      await deleteProject(deps, viewer, request.params.id)
      return reply.status(204).send(null)
    },
  )

  for (const bookmarked of [true, false]) {
    routes.route({
      method: bookmarked ? 'PUT' : 'DELETE',
      url: '/api/projects/:id/bookmark',
      schema: {
        tags: ['projects'],
        summary: bookmarked ? 'Bookmark a project (idempotent)' : 'Remove a bookmark (idempotent)',
        params: projectParams,
        response: { 200: bookmarkStateSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await requireActiveViewer(request)
        return setProjectBookmark(deps, viewer, request.params.id, bookmarked)
      },
    })
  }
}
