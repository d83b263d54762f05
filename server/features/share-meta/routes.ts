import { usernameParamsSchema } from '@common/profiles'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { errorBody } from '../../lib/errors'
import { listPostsPage } from '../posts'
import { renderAtomFeed } from './atom'
import { findProfilePreview } from './queries'

type Deps = { db: Db; publicUrl: string }

/** `/{username}/feed.xml`: a member's latest public posts as Atom, for feed readers. */
export async function feedRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:username/feed.xml',
    {
      schema: {
        tags: ['profiles'],
        summary: "A member's latest 20 public posts as an Atom feed",
        params: usernameParamsSchema,
      },
    },
    async (request, reply) => {
      const profile = await findProfilePreview(deps.db, request.params.username)
      if (!profile) return reply.status(404).send(errorBody('not_found', 'Profile not found'))
      const page = await listPostsPage(deps, {
        viewerId: null,
        scope: { kind: 'author', userId: profile.id },
        limit: 20,
      })
      reply.header('cache-control', 'public, max-age=300')
      return reply
        .type('application/atom+xml; charset=utf-8')
        .send(renderAtomFeed({ publicUrl: deps.publicUrl, profile, posts: page.items }))
    },
  )
}
