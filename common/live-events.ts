import { z } from 'zod'

/** What the live stream (`GET /api/events`) sends: just enough for the client to re-fetch. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('posts.changed'),
    postId: z.string().optional(),
    /** Lets a client tell others' new posts (the 'N new posts' pill) from its own. */
    authorId: z.string().optional(),
    change: z.enum(['created', 'deleted']).optional(),
  }),
  z.object({ type: z.literal('comments.changed'), postId: z.string() }),
  z.object({ type: z.literal('notifications.changed'), userId: z.string() }),
])
export type LiveEvent = z.infer<typeof liveEventSchema>

/**
 * What one message of the stream carries: an event with when it was published (ms since epoch),
 * or a signal about the stream itself. `live.ready` opens every connection (its SSE id is where to
 * resume from); `live.resync` means events may have been missed: re-fetch everything live.
 */
export type LiveStreamMessage =
  | (LiveEvent & { at: number })
  | { type: 'live.ready' }
  | { type: 'live.resync' }
