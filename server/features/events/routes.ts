import type { LiveEvent } from '@common/live-events'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EventBus } from '../../lib/event-bus'

const HEARTBEAT_MS = 25_000

const querySchema = z.object({ post: z.uuid().optional() })

/** Whether one connection should see an event: notifications only reach their recipient. */
export function isVisibleTo(event: LiveEvent, viewerId: string | null, postId: string | undefined) {
  switch (event.type) {
    case 'posts.changed':
      return true
    case 'comments.changed':
      return event.postId === postId
    case 'notifications.changed':
      return viewerId !== null && event.userId === viewerId
  }
}

/**
 * One Server-Sent Events stream per browser tab. Events are hints ("this changed"); the client
 * re-fetches, so a missed event costs only freshness and a reconnect re-fetches everything.
 */
export async function eventRoutes(app: FastifyInstance, { bus }: { bus: EventBus }) {
  const openStreams = new Set<() => void>()
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end()
  })

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      schema: {
        tags: ['live'],
        summary: 'Live updates stream (Server-Sent Events)',
        description:
          'Sends `posts.changed` to everyone, `notifications.changed` to the signed-in recipient and `comments.changed` for the post given in `?post=`.',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const viewer = await request.getViewer()
      const viewerId = viewer?.id ?? null
      const postId = request.query.post
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      res.write('retry: 3000\n: connected\n\n')
      const unsubscribe = bus.subscribe((event) => {
        if (isVisibleTo(event, viewerId, postId)) res.write(`data: ${JSON.stringify(event)}\n\n`)
      })
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS)
      const end = () => {
        clearInterval(heartbeat)
        unsubscribe()
        openStreams.delete(end)
        res.end()
      }
      openStreams.add(end)
      request.raw.on('close', end)
    },
  )
}
