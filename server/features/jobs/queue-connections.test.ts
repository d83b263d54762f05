// The queue when its pool has no connection to give: pg-boss 10 marks a job done without awaiting
// it, so a failed statement there was an unhandled rejection, which ends a Node process (a load
// test on the large seed took the server down that way).
import { useTestDatabase } from '@tests/support/test-database'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './queue'

const database = useTestDatabase()
let pool: pg.Pool
let queue: JobQueue
const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled)
  // One connection, given up on after 150 ms: a busy pool at once.
  pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 150 })
  queue = createJobQueue({ pool, log: pino({ level: 'silent' }), timeScale: 0.01 })
  await queue.start()
})

afterAll(async () => {
  await queue?.stop()
  await pool?.end()
  process.off('unhandledRejection', onUnhandled)
})

async function jobStates(kind: string): Promise<string[]> {
  const result = await database.pool.query<{ state: string }>(
    `select state from ${JOB_SCHEMA}.job where name = $1`,
    [kind],
  )
  return result.rows.map((row) => row.state)
}

describe('job queue with a busy pool', () => {
  it('completes a job whose completion first finds no free connection, and the process lives on', async () => {
    let held: Promise<void> | undefined
    await queue.work('post-schedule-pass', async () => {
      // The handler ends while the pool's only connection stays taken for a while longer, so
      // marking the job complete waits past the pool's timeout at least once.
      const client = await pool.connect()
      held = new Promise((resolve) =>
        setTimeout(() => {
          client.release()
          resolve()
        }, 600),
      )
    })
    await queue.send('post-schedule-pass', {})

    const deadline = Date.now() + 15_000
    while (!(await jobStates('post-schedule-pass')).includes('completed')) {
      if (Date.now() > deadline) throw new Error('the job was never marked completed')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await held
    expect(await jobStates('post-schedule-pass')).toEqual(['completed'])
    expect(unhandled).toEqual([])
  })
})
