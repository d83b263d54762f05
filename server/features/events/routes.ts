import { uuidSchema } from '@common/ids'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client'
import type { EventBus } from '../../lib/event-bus'
import { LiveHistory, toMessages } from './history'
import { type LiveStream, LiveStreams, replayText } from './streams'
import { createStreamResolver } from './viewer-ids'

const HEARTBEAT_MS = 25_000
const RESYNC = 'data: {"type":"live.resync"}\n\n'

const querySchema = z.object({
  post: uuidSchema.optional(),
  /** For clients that open a new connection themselves (EventSource only sends the header on its own retries). */
  lastEventId: z.string().max(64).optional(),
})

/**
 * One Server-Sent Events stream per browser tab. Events are hints ("this changed"); the client
 * re-fetches. Each batch carries an SSE id: a client reconnecting with `Last-Event-ID` gets what it
 * missed from this process's recent history, or `live.resync` (re-fetch everything) when the gap
 * cannot be filled.
 */
export async function eventRoutes(
  app: FastifyInstance,
  { bus, db, secret }: { bus: EventBus; db: Db; secret: string },
) {
  const history = new LiveHistory()
  const streams = new LiveStreams()
  const resolveStream = createStreamResolver(db, secret)

  // One subscription per process, whatever the number of clients.
  const unsubscribe = bus.subscribeBatches({
    batch(batch) {
      const stored = toMessages(batch)
      history.add(stored)
      streams.deliver(stored)
    },
    gap() {
      history.reset()
      streams.broadcast(`id: ${history.cursor}\n${RESYNC}`)
    },
  })
  // Also moves every browser's Last-Event-ID forward when nothing it sees was sent for a while.
  const heartbeat = setInterval(
    () => streams.broadcast(`id: ${history.cursor}\n: ping\n\n`),
    HEARTBEAT_MS,
  )
  heartbeat.unref()

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat)
    unsubscribe()
    for (const stream of [...streams.all]) stream.end()
  })

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      schema: {
        tags: ['live'],
        summary: 'Live updates stream (Server-Sent Events)',
        description:
          'Sends `posts.changed` to everyone, `notifications.changed` to the signed-in recipient and `comments.changed` for the post given in `?post=` (when that post is visible to the viewer). Each message carries an id; reconnecting with `Last-Event-ID` (or `?lastEventId=`) replays what was missed, or sends `live.resync` when that is not possible. Every connection starts with `live.ready`.',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const { viewerId, postId } = await resolveStream(request.headers.cookie, request.query.post)
      const header = request.headers['last-event-id']
      const lastEventId =
        (typeof header === 'string' ? header : undefined) ?? request.query.lastEventId
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      let ended = false
      const stream: LiveStream = {
        viewerId,
        postId,
        res,
        pending: '',
        end() {
          if (ended) return
          ended = true
          streams.remove(stream)
          res.end()
        },
      }
      // From reading the history to joining the streams nothing awaits, so no batch falls between.
      // A spread retry delay, so browsers that lose the server together do not all return at once.
      let text = `retry: ${2000 + Math.floor(Math.random() * 3000)}\n`
      if (lastEventId) {
        const missed = history.after(lastEventId.slice(0, 64))
        text += missed === null ? RESYNC : replayText(missed, stream)
      }
      text += `id: ${history.cursor}\ndata: {"type":"live.ready"}\n\n`
      res.write(text)
      streams.add(stream)
      request.raw.on('close', () => stream.end())
    },
  )
}
