import {
  launchListQuerySchema,
  launchParamsSchema,
  launchSchema,
  scheduleLaunchSchema,
  updateLaunchSchema,
} from '@common/launches'
import { pageSchema } from '@common/pagination'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer } from '../../plugins/session'
import { changeLaunch, getLaunch, type LaunchesDeps, listLaunches, scheduleLaunch } from './service'

const writeErrors = errorResponses(400, 401, 403, 404, 409)

/** Scheduling, moving and cancelling launches, and reading them (issue 32, decision 046). */
export async function launchRoutes(app: FastifyInstance, deps: LaunchesDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/api/projects/:id/launches',
    {
      schema: {
        tags: ['launches'],
        summary:
          'Schedule a launch of your project for a day after today (00:00 UTC); makers only, one per project in 30 days',
        params: launchParamsSchema,
        body: scheduleLaunchSchema,
        response: { 201: launchSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      const launch = await scheduleLaunch(deps, viewer, request.params.id, request.body)
      return reply.code(201).send(launch)
    },
  )

  routes.get(
    '/api/launches',
    {
      schema: {
        tags: ['launches'],
        summary:
          'A day’s or a week’s launches ranked by counted votes, or the upcoming ones by day; filter by topic',
        querystring: launchListQuerySchema,
        response: { 200: pageSchema(launchSchema), ...errorResponses(400) },
      },
    },
    async (request) => listLaunches(deps.db, await request.getViewer(), request.query),
  )

  routes.get(
    '/api/launches/:id',
    {
      schema: {
        tags: ['launches'],
        summary: 'A launch’s page: public',
        params: launchParamsSchema,
        response: { 200: launchSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => getLaunch(deps.db, request.params.id, await request.getViewer()),
  )

  routes.patch(
    '/api/launches/:id',
    {
      schema: {
        tags: ['launches'],
        summary: 'Move or edit a launch until it starts; makers only',
        params: launchParamsSchema,
        body: updateLaunchSchema,
        response: { 200: launchSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return changeLaunch(deps, viewer, request.params.id, request.body)
    },
  )

  routes.delete(
    '/api/launches/:id',
    {
      schema: {
        tags: ['launches'],
        summary: 'Cancel a launch until it starts; makers only. Answers it, cancelled',
        params: launchParamsSchema,
        response: { 200: launchSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return changeLaunch(deps, viewer, request.params.id, null)
    },
  )
}
