import { uuidSchema } from '@common/ids'
import {
  markReadResultSchema,
  notificationActorSchema,
  notificationListQuerySchema,
  notificationSchema,
  unreadCountSchema,
} from '@common/notifications'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { compiledSerializerCompiler } from '../../lib/compiled-serializer'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer, requireViewer } from '../../plugins/session'
import { countUnread } from './queries'
import {
  listNotificationActors,
  listNotificationsPage,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationsDeps,
} from './service'

const errors = errorResponses(400, 401, 403)

export async function notificationRoutes(app: FastifyInstance, deps: NotificationsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/notifications',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['notifications'],
        summary:
          'Your notifications, newest first: likes of one post and follows are grouped per UTC day; hidden actors left out; `filter=mentions` for mentions, comments and replies',
        querystring: notificationListQuerySchema,
        response: { 200: pageSchema(notificationSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      const { cursor, limit, filter } = request.query
      return listNotificationsPage(deps, { userId: viewer.id, filter, cursor, limit })
    },
  )

  routes.get(
    '/api/notifications/:id/actors',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['notifications'],
        summary: 'Everyone one of your (grouped) notifications stands for, newest first',
        params: z.object({ id: uuidSchema }),
        querystring: pageQuerySchema,
        response: {
          200: pageSchema(notificationActorSchema),
          ...errors,
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      const { cursor, limit } = request.query
      return listNotificationActors(deps, {
        userId: viewer.id,
        notificationId: request.params.id,
        cursor,
        limit,
      })
    },
  )

  routes.get(
    '/api/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Number of unread notifications (the bottom-bar badge)',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return { count: await countUnread(deps.db, viewer.id) }
    },
  )

  routes.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 200: markReadResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return markAllNotificationsRead(deps, viewer.id)
    },
  )

  routes.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read (a grouped one with its whole group)',
        params: z.object({ id: uuidSchema }),
        response: { 200: markReadResultSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return markNotificationRead(deps, viewer.id, request.params.id)
    },
  )
}
