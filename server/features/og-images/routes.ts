import path from 'node:path'
import { uuidSchema } from '@common/ids'
import { usernameParamsSchema } from '@common/profiles'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { errorBody } from '../../lib/errors'
import { presentLaunchBadges } from '../projects'
import { type CardInput, cardPath, cardVersion } from '../share-meta'
import { renderBadge } from './badge'
import { loadCard } from './load'
import { scheduleCardPruning } from './prune'
import { findBadgeRow } from './queries'
import { createCardCache } from './render'

type Deps = { db: Db; dataDir: string; uploadsDir: string | null }

// The version is in the URL, so an image never changes under its address (decision 035).
const IMMUTABLE = 'public, max-age=31536000, immutable'
const fileSchema = z.string().regex(/^[0-9a-f]{16}\.png$/, 'Expected {version}.png')
const idFileParams = z.object({ id: uuidSchema, file: fileSchema })
const profileFileParams = usernameParamsSchema.extend({ file: fileSchema })

/** Generated OpenGraph cards (1200 x 630 PNG) and each project's embeddable badge. */
export async function ogImageRoutes(app: FastifyInstance, deps: Deps) {
  const dir = path.join(deps.dataDir, 'og-images')
  const cache = createCardCache({ dir, uploadsDir: deps.uploadsDir })
  scheduleCardPruning(app, dir)
  const typed = app.withTypeProvider<ZodTypeProvider>()

  async function sendCard(reply: FastifyReply, card: CardInput | null, file: string) {
    if (!card) return reply.status(404).send(errorBody('not_found', 'Not found'))
    const version = cardVersion(card)
    if (file !== `${version}.png`) {
      // An older version (the page changed since it was shared): the current card, briefly cached.
      reply.header('cache-control', 'public, max-age=300')
      return reply.redirect(cardPath(card), 302)
    }
    const png = await cache.get(card)
    return reply
      .header('cache-control', IMMUTABLE)
      .header('etag', `"${version}"`)
      .type('image/png')
      .send(png)
  }

  const docs = (summary: string) => ({ tags: ['share'], summary, produces: ['image/png'] })
  typed.get(
    '/og/project/:id/:file',
    { schema: { ...docs("A project's OpenGraph card"), params: idFileParams } },
    async (request, reply) =>
      sendCard(reply, await loadCard(deps.db, 'project', request.params.id), request.params.file),
  )
  typed.get(
    '/og/launch/:id/:file',
    { schema: { ...docs("A launch's OpenGraph card"), params: idFileParams } },
    async (request, reply) =>
      sendCard(reply, await loadCard(deps.db, 'launch', request.params.id), request.params.file),
  )
  typed.get(
    '/og/post/:id/:file',
    { schema: { ...docs("A text post's OpenGraph card"), params: idFileParams } },
    async (request, reply) =>
      sendCard(reply, await loadCard(deps.db, 'post', request.params.id), request.params.file),
  )
  typed.get(
    '/og/profile/:username/:file',
    { schema: { ...docs("A member's OpenGraph card"), params: profileFileParams } },
    async (request, reply) =>
      sendCard(
        reply,
        await loadCard(deps.db, 'profile', request.params.username),
        request.params.file,
      ),
  )

  typed.get(
    '/project/:id/badge.svg',
    {
      schema: {
        tags: ['share'],
        summary:
          'An embeddable "on Makerfolio" badge with the live user or follower count and the best launch badge',
        params: z.object({ id: uuidSchema }),
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const row = await findBadgeRow(deps.db, request.params.id)
      if (!row) return reply.status(404).send(errorBody('not_found', 'Project not found'))
      // Live numbers: a short public cache, so a page embedding it costs us little.
      return reply
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(
          renderBadge({
            ...row,
            bestLaunchBadge: presentLaunchBadges(row.launchBadges)[0]?.text ?? null,
          }),
        )
    },
  )
}
