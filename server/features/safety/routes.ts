import { pageQuerySchema, pageSchema } from '@common/pagination'
import { usernameParamsSchema } from '@common/profiles'
import {
  blockStateSchema,
  muteRequestSchema,
  muteStateSchema,
  shieldedMemberSchema,
} from '@common/safety'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/error-responses'
import { requireViewer } from '../../plugins/session'
import { listBlocks, listMutes, type SafetyDeps, setBlock, setMute } from './service'

const errors = errorResponses(400, 401, 403, 404)

/** Block and mute a member, and the viewer's own lists of both (issue 31). */
export async function safetyRoutes(app: FastifyInstance, deps: SafetyDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  for (const on of [true, false]) {
    routes.route({
      method: on ? 'PUT' : 'DELETE',
      url: '/api/users/:username/block',
      schema: {
        tags: ['safety'],
        summary: on
          ? 'Block a member (idempotent): removes the follows both ways and pending co-maker invitations between you'
          : 'Unblock a member (idempotent)',
        params: usernameParamsSchema,
        response: { 200: blockStateSchema, ...errors },
      },
      handler: async (request) => {
        // A banned member may still shield themselves.
        const viewer = await requireViewer(request)
        return setBlock(deps, viewer, request.params.username, on)
      },
    })
  }

  routes.put(
    '/api/users/:username/mute',
    {
      schema: {
        tags: ['safety'],
        summary:
          'Mute a member for a day, a week or until undone, optionally their notifications only; they are not told',
        params: usernameParamsSchema,
        body: muteRequestSchema,
        response: { 200: muteStateSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return setMute(deps, viewer, request.params.username, request.body)
    },
  )

  routes.delete(
    '/api/users/:username/mute',
    {
      schema: {
        tags: ['safety'],
        summary: 'Unmute a member (idempotent)',
        params: usernameParamsSchema,
        response: { 200: muteStateSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return setMute(deps, viewer, request.params.username, null)
    },
  )

  for (const kind of ['blocks', 'mutes'] as const) {
    routes.get(
      `/api/me/${kind}`,
      {
        schema: {
          tags: ['safety'],
          summary:
            kind === 'blocks'
              ? 'The members you blocked, newest first (only ever your own list)'
              : 'The members you muted, newest first (mutes in force)',
          querystring: pageQuerySchema,
          response: { 200: pageSchema(shieldedMemberSchema), ...errors },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request)
        return (kind === 'blocks' ? listBlocks : listMutes)(deps.db, viewer, request.query)
      },
    )
  }
}
