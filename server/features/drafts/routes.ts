import {
  createDraftSchema,
  draftSchema,
  publishDraftSchema,
  updateDraftSchema,
} from '@common/drafts'
import { uuidSchema } from '@common/ids'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { postSchema } from '@common/posts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/error-responses'
import type { EventBus } from '../../lib/event-bus'
import { requireActiveViewer } from '../../plugins/session'
import { readPostForm } from '../posts'
import { publishDraftNow } from './publish'
import {
  addDraftImages,
  createDraft,
  type DraftsDeps,
  deleteDraft,
  getDraft,
  listDrafts,
  removeDraftImage,
  updateDraft,
} from './service'

const draftParams = z.object({ id: uuidSchema })
const errors = errorResponses(400, 401, 403, 404)

/** A member's drafts and scheduled posts (decision 030): every route is the author's alone. */
export async function draftRoutes(app: FastifyInstance, deps: DraftsDeps & { bus: EventBus }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/drafts',
    {
      schema: {
        tags: ['drafts'],
        summary: 'Your drafts and scheduled posts, the last changed first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(draftSchema), ...errors },
      },
    },
    async (request) => listDrafts(deps, await requireActiveViewer(request), request.query),
  )

  routes.post(
    '/api/drafts',
    {
      schema: {
        tags: ['drafts'],
        summary: 'Start a draft',
        body: createDraftSchema,
        response: { 201: draftSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      return reply.status(201).send(await createDraft(deps, viewer, request.body))
    },
  )

  routes.get(
    '/api/drafts/:id',
    {
      schema: {
        tags: ['drafts'],
        summary: 'One of your drafts',
        params: draftParams,
        response: { 200: draftSchema, ...errors },
      },
    },
    async (request) => getDraft(deps, await requireActiveViewer(request), request.params.id),
  )

  routes.patch(
    '/api/drafts/:id',
    {
      schema: {
        tags: ['drafts'],
        summary:
          "Save a draft's text or alt texts, schedule it (scheduledAt) or unschedule it (null)",
        params: draftParams,
        body: updateDraftSchema,
        response: { 200: draftSchema, ...errors },
      },
    },
    async (request) =>
      updateDraft(deps, await requireActiveViewer(request), request.params.id, request.body),
  )

  routes.delete(
    '/api/drafts/:id',
    {
      schema: {
        tags: ['drafts'],
        summary: 'Delete a draft, or cancel a scheduled post',
        params: draftParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDraft(deps, await requireActiveViewer(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  routes.post(
    '/api/drafts/:id/images',
    {
      schema: {
        tags: ['drafts'],
        summary: 'Add images to a draft (multipart: images[], alt[])',
        consumes: ['multipart/form-data'],
        params: draftParams,
        response: { 200: draftSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      const form = await readPostForm(request)
      return addDraftImages(deps, viewer, request.params.id, form.images)
    },
  )

  routes.delete(
    '/api/drafts/:id/images/:index',
    {
      schema: {
        tags: ['drafts'],
        summary: "Remove one of a draft's images (by its position, from 0)",
        params: draftParams.extend({ index: z.coerce.number().int().min(0).max(10) }),
        response: { 200: draftSchema, ...errors },
      },
    },
    async (request) =>
      removeDraftImage(
        deps,
        await requireActiveViewer(request),
        request.params.id,
        request.params.index,
      ),
  )

  routes.post(
    '/api/drafts/:id/publish',
    {
      schema: {
        tags: ['drafts'],
        summary:
          'Post a draft now (its text and images, with who may comment); the draft is gone once posted',
        params: draftParams,
        // No body at all (older clients) posts for everyone.
        body: publishDraftSchema.nullish(),
        response: { 201: postSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      const { replyRule } = request.body ?? {}
      return reply
        .status(201)
        .send(await publishDraftNow(deps, viewer, request.params.id, replyRule))
    },
  )
}
