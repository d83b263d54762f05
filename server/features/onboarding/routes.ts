import { closeOnboardingSchema, onboardingStateSchema } from '@common/onboarding'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer, requireViewer } from '../../plugins/session'
import { closeMemberOnboarding, dismissMemberChecklist, getOnboardingState } from './service'

/** A new member's first steps (issue 20 §3): the onboarding over /feed and the profile checklist. */
export async function onboardingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/me/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Whether your onboarding and your profile checklist are still offered',
        response: { 200: onboardingStateSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getOnboardingState(db, (await requireViewer(request)).id),
  )

  routes.post(
    '/api/me/onboarding/close',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Finish or skip the onboarding (never offered again), keeping the topics picked',
        body: closeOnboardingSchema,
        response: { 200: onboardingStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return closeMemberOnboarding(db, viewer.id, request.body.topics)
    },
  )

  routes.post(
    '/api/me/checklist/dismiss',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Hide your profile completeness checklist for good',
        response: { 200: onboardingStateSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => dismissMemberChecklist(db, (await requireActiveViewer(request)).id),
  )
}
