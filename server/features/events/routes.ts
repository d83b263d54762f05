import { uuidSchema } from '@common/ids'
import { launchDaySchema } from '@common/launches'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client'
import type { EventBus } from '../../lib/event-bus'
import { endStreamsOfEndedSessions } from './ended-sessions'
import { RESYNC, startLiveNode } from './live-node'
import { type LiveStream, replayText } from './streams'
import { createStreamResolver } from './viewer-ids'

const querySchema = z.object({
  post: uuidSchema.optional(),
  /** A launch day whose leaderboard the tab shows: its launches' vote counts (`launch.voted`). */
  launches: launchDaySchema.optional(),
  /** For clients that open a new connection themselves (EventSource only sends the header on its own retries). */
  lastEventId: z.string().max(64).optional(),
})

const description = [
  'One stream per tab. Every connection starts with `live.ready`; each message carries an id, and reconnecting with `Last-Event-ID` (or `?lastEventId=`) replays what was missed, or sends `live.resync` (re-read what is on screen) when that is not possible.',
  'Each event is complete enough to apply without a request, and a stream receives only what can change something its member may see (decision 002):',
  '`post.created` (signed-in streams, not those of a member on the other side of a block with its author or who muted the author; `followed` says whether it belongs in the member’s Following feed: they follow the author, or the project it is an update of), `post.removed`, `post.restored`, `post.edited` (its id: the page showing it re-reads it), `author.hidden` and `author.restored` (every stream that still or again sees the item),',
  "`comment.created` (with the comment and the post's comment count; not to a member shielded from its author, as above), `comment.removed`, `comment.restored` (also when its author edited it: re-read it) and `comment.liked` (streams following that post with `?post=`, when its viewer may read the thread),",
  "`launch.voted` (a launch's vote counts, read when the node completes it, to streams following the launch's thread post with `?post=` or its day with `?launches=YYYY-MM-DD`, when its viewer may see it),",
  "and `notifications.unread` (the signed-in member's own unread count).",
].join(' ')

/**
 * One Server-Sent Events stream per browser tab. Events carry what a client needs to update its
 * caches without a request; each batch carries an SSE id: a client reconnecting with
 * `Last-Event-ID` gets what it missed from this process's recent history, or `live.resync`
 * (re-fetch what is on screen) when the gap cannot be filled.
 */
export async function eventRoutes(
  app: FastifyInstance,
  { bus, db, secret }: { bus: EventBus; db: Db; secret: string },
) {
  const node = startLiveNode({ bus, db, log: app.log })
  const { history, streams, followSets, shieldSets } = node
  const resolveStream = createStreamResolver(db, secret, () => ({
    follows: followSets.position,
    shields: shieldSets.position,
  }))

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => node.close())
  const stopEndingStreams = endStreamsOfEndedSessions({ bus, db, streams, log: app.log })
  app.addHook('onClose', async () => stopEndingStreams())

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      schema: {
        tags: ['live'],
        summary: 'Live updates stream (Server-Sent Events)',
        description,
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const viewer = await resolveStream(request.headers.cookie, request.query.post)
      const { viewerId } = viewer
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
      // From reading the history to joining the streams (and the follow and shield sets) nothing
      // awaits, so no batch falls between.
      const stream: LiveStream = {
        viewerId,
        sessionId: viewer.sessionId,
        isModerator: viewer.isModerator,
        postId: viewer.postId,
        launchDay: request.query.launches,
        follows: viewerId
          ? followSets.acquire(viewerId, viewer.followees, viewer.loadedAt.follows)
          : null,
        shield: viewerId
          ? shieldSets.acquire(viewerId, viewer.shield, viewer.loadedAt.shields)
          : null,
        res,
        pending: '',
        unreadWrites: 0,
        end() {
          if (ended) return
          ended = true
          streams.remove(stream)
          if (viewerId) {
            followSets.release(viewerId)
            shieldSets.release(viewerId)
          }
          res.end()
        },
      }
      // A spread retry delay, so browsers that lose the server together do not all return at once.
      let text = `retry: ${2000 + Math.floor(Math.random() * 3000)}\n`
      let missesUnread = false
      if (lastEventId) {
        const missed = history.after(lastEventId.slice(0, 64))
        const replay =
          missed === null ? { text: RESYNC, missesUnread: false } : replayText(missed, stream)
        text += replay.text
        missesUnread = replay.missesUnread
      }
      text += `id: ${history.cursor}\ndata: {"type":"live.ready"}\n\n`
      res.write(text)
      streams.add(stream)
      // The member's badge changed while no stream of theirs was here: read it now.
      if (missesUnread) node.sendUnread(stream)
      request.raw.on('close', () => stream.end())
    },
  )
}
