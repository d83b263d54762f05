import { uuidSchema } from '@common/ids'
import { makerUsernameSchema, projectMakersSchema } from '@common/project-makers'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../lib/error-responses'
import { requireActiveViewer } from '../../../plugins/session'
import {
  acceptInvitation,
  declineInvitation,
  getProjectMakers,
  inviteMaker,
  type MakersDeps,
  removeMaker,
  revokeInvitation,
  transferOwnership,
} from './service'

const params = z.object({ id: uuidSchema })
const memberParams = z.object({
  id: uuidSchema,
  username: z
    .string()
    .min(1)
    .max(100)
    .transform((value) => value.toLowerCase()),
})
const errors = errorResponses(400, 401, 403, 404)

/** Co-makers (decision 029): the owner invites, the invitee answers, makers leave. */
export async function projectMakerRoutes(app: FastifyInstance, deps: MakersDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/projects/:id/makers',
    {
      schema: {
        tags: ['projects'],
        summary:
          "The project's makers (owner first; hidden members left out), its pending invitations (the owner only) and yours",
        params,
        response: { 200: projectMakersSchema, ...errors },
      },
    },
    async (request) => getProjectMakers(deps.db, request.params.id, await request.getViewer()),
  )

  routes.post(
    '/api/projects/:id/invitations',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Invite a member to make your project, by username (the owner only; 409 when already invited or a maker)',
        params,
        body: makerUsernameSchema,
        response: { 201: projectMakersSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      const makers = await inviteMaker(deps, viewer, request.params.id, request.body.username)
      return reply.status(201).send(makers)
    },
  )

  routes.delete(
    '/api/projects/:id/invitations/:username',
    {
      schema: {
        tags: ['projects'],
        summary: 'Revoke a pending invitation (the owner only)',
        params: memberParams,
        response: { 200: projectMakersSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return revokeInvitation(deps, viewer, request.params.id, request.params.username)
    },
  )

  routes.post(
    '/api/projects/:id/invitation/accept',
    {
      schema: {
        tags: ['projects'],
        summary: 'Accept your invitation: you become a maker of the project',
        params,
        response: { 200: projectMakersSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return acceptInvitation(deps, viewer, request.params.id)
    },
  )

  routes.post(
    '/api/projects/:id/invitation/decline',
    {
      schema: {
        tags: ['projects'],
        summary: 'Decline your invitation',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      await declineInvitation(deps, viewer, request.params.id)
      return reply.status(204).send(null)
    },
  )

  routes.delete(
    '/api/projects/:id/makers/:username',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Remove a maker (the owner), or leave the project (your own username; not the owner)',
        params: memberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      await removeMaker(deps, viewer, request.params.id, request.params.username)
      return reply.status(204).send(null)
    },
  )

  routes.post(
    '/api/projects/:id/transfer',
    {
      schema: {
        tags: ['projects'],
        summary: 'Make a maker the owner (the owner only); you stay on as a maker',
        params,
        body: makerUsernameSchema,
        response: { 200: projectMakersSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return transferOwnership(deps, viewer, request.params.id, request.body.username)
    },
  )
}
