import { connectionListKinds, connectionSchema, followStateSchema } from '@common/follows'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { usernameParamsSchema } from '@common/profiles'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer } from '../../plugins/session'
import { type FollowsDeps, listConnectionsPage, setFollow } from './service'

const errors = errorResponses(400, 401, 403, 404)

export async function followRoutes(app: FastifyInstance, deps: FollowsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  for (const kind of connectionListKinds) {
    routes.get(
      `/api/users/:username/${kind}`,
      {
        schema: {
          tags: ['follows'],
          summary:
            kind === 'followers'
              ? "A member's followers, most recent first"
              : 'The people a member follows, most recent first',
          params: usernameParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: pageSchema(connectionSchema), ...errors },
        },
      },
      async (request) => {
        const viewer = await request.getViewer()
        return listConnectionsPage(deps.db, {
          kind,
          username: request.params.username,
          viewer,
          ...request.query,
        })
      },
    )
  }

  for (const following of [true, false]) {
    routes.route({
      method: following ? 'PUT' : 'DELETE',
      url: '/api/users/:username/follow',
      schema: {
        tags: ['follows'],
        summary: following ? 'Follow a member (idempotent)' : 'Unfollow a member (idempotent)',
        params: usernameParamsSchema,
        response: { 200: followStateSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await requireActiveViewer(request)
        return setFollow(deps, viewer, request.params.username, following)
      },
    })
  }
}
