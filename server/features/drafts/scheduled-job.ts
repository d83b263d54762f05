import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { EventBus } from '../../lib/event-bus'
import type { JobQueue } from '../jobs'
import { publishDuePosts } from './publish'

/** How often a pass looks for due posts (scaled by JOB_TIME_SCALE): a post goes out this late at most. */
const PASS_SECONDS = 5
const PASS_KEY = 'scheduled-posts'

/**
 * Scheduled posts go out through one chain of passes on the job queue (decision 030): a single
 * waiting pass across all nodes (a 'short' queue with one key), each queueing the next. Every
 * node starts the chain (the key drops the copies) and works it, so one node's loss stops
 * nothing; a pass cut off by a crash is retried after its expiry.
 */
export async function startScheduledPosts(
  queue: JobQueue,
  deps: { db: Db; bus: EventBus; log: FastifyBaseLogger },
) {
  await queue.work('post-schedule-pass', async () => {
    try {
      await publishDuePosts(deps)
    } finally {
      await queue.send(
        'post-schedule-pass',
        {},
        { afterSeconds: PASS_SECONDS, singletonKey: PASS_KEY },
      )
    }
  })
  await queue.send('post-schedule-pass', {}, { singletonKey: PASS_KEY })
}
