import { createReportSchema, reportResultSchema, reportTexts } from '@common/reports'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/error-responses'
import { AppError } from '../../lib/errors'
import { requireActiveViewer } from '../../plugins/session'
import { type ReportsDeps, reportContent } from './service'

export async function reportRoutes(app: FastifyInstance, deps: ReportsDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a post, comment, project or profile (not your own); repeating is a no-op',
        body: createReportSchema,
        response: {
          200: reportResultSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      if (!(await request.getViewer())) throw new AppError('unauthorized', reportTexts.loggedOut)
      const viewer = await requireActiveViewer(request)
      return reportContent(deps, viewer, request.body)
    },
  )
}
