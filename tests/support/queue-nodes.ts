import { setTimeout as sleep } from 'node:timers/promises'
import pino from 'pino'
import { afterAll, beforeAll } from 'vitest'
import type { Db } from '../../server/db/client'
import { createJobQueue, type JobQueue } from '../../server/features/jobs/queue'
import type { EventBus } from '../../server/lib/event-bus'
import { createTestApp, type TestApp } from './app'
import { useTestDatabase } from './test-database'

type Deps = { db: Db; bus: EventBus; log: pino.Logger }

/**
 * An app and two job queue nodes on one fresh database, each running `start`'s workers, with
 * real time passing fast (JOB_TIME_SCALE 0.01): what a scheduled job does, and that two nodes do
 * it once. `t()` is the app, from beforeAll on.
 */
export function useQueueNodes(start: (queue: JobQueue, deps: Deps) => Promise<unknown>) {
  const database = useTestDatabase()
  const nodes: JobQueue[] = []
  let app: TestApp | undefined
  beforeAll(async () => {
    app = await createTestApp({ url: database.url, db: database.db, pool: database.pool })
    const log = pino({ level: 'silent' })
    for (let index = 0; index < 2; index += 1) {
      const queue = createJobQueue({ pool: database.pool, log, timeScale: 0.01 })
      await queue.start()
      await start(queue, { db: database.db, bus: app.bus, log })
      nodes.push(queue)
    }
  })
  afterAll(async () => {
    for (const queue of nodes) await queue.stop()
    await app?.close()
  })
  const t = () => {
    if (!app) throw new Error('useQueueNodes(): the app exists from beforeAll on')
    return app
  }
  return { database, t }
}

/** Polls `check` until it holds, or fails naming `what`. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}
