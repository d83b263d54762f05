import { errorBodySchema } from '@common/errors'
import { connectionListKinds, connectionSchema, followStateSchema } from '@common/follows'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActiveViewer } from '../../plugins/session'
import { usernameParams } from '../profiles/routes'
import { type FollowsDeps, listConnectionsPage, setFollow } from './service'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
}

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
          params: usernameParams,
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
        params: usernameParams,
        response: { 200: followStateSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await requireActiveViewer(request)
        return setFollow(deps, viewer, request.params.username, following)
      },
    })
  }
}
