import type { JobQueue } from '../jobs'
import { listDueConnections } from './queries'
import { type RevenueDeps, syncProject } from './service'

/** How often a pass looks for connections due (scaled by JOB_TIME_SCALE). */
const PASS_SECONDS = 3600
/** A connection is synced again this long after its last attempt (scaled): daily. */
export const SYNC_EVERY_SECONDS = 86_400
const PASS_KEY = 'revenue-sync'

/** A sync the provider could not answer: thrown so the queue tries again with back-off. */
class ProviderUnavailable extends Error {
  constructor() {
    super('the payment provider could not be reached; the queue tries again')
  }
}

/**
 * The daily sync (issue 33 §3), on the job queue like scheduled posts (decision 030): one chain
 * of passes across all nodes (a 'short' kind with one key), each queueing the syncs due and the
 * next pass. A sync is its own job, one waiting per project: an unreachable provider is retried
 * with back-off; a refused key is not (the connection needs the owner, who was emailed).
 */
export async function startRevenueSync(queue: JobQueue, deps: RevenueDeps) {
  await queue.work('revenue-sync', async ({ projectId }) => {
    const outcome = await syncProject(deps, projectId)
    if (outcome === 'key_refused') {
      deps.log?.info({ projectId }, 'revenue sync: the provider refused the key')
    }
    if (outcome === 'unavailable') throw new ProviderUnavailable()
  })
  await queue.work('revenue-sync-pass', async () => {
    try {
      const due = await listDueConnections(
        deps.db,
        Math.max(1, Math.round(SYNC_EVERY_SECONDS * queue.timeScale)),
      )
      for (const projectId of due) {
        await queue.send('revenue-sync', { projectId }, { singletonKey: projectId })
      }
    } finally {
      await queue.send(
        'revenue-sync-pass',
        {},
        { afterSeconds: PASS_SECONDS, singletonKey: PASS_KEY },
      )
    }
  })
  await queue.send('revenue-sync-pass', {}, { singletonKey: PASS_KEY })
}
