import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import PgBoss from 'pg-boss'
import { type JobData, type JobKind, jobKinds } from './kinds'

/** Where pg-boss keeps its tables, beside ours in the app database (decision 027). */
export const JOB_SCHEMA = 'pgboss'
/** How often one node (whichever takes the turn) expires jobs whose worker vanished. */
const MAINTENANCE_SECONDS = 60
const POLLING_SECONDS = 2
/** How long a SIGTERM waits for jobs in flight before handing them back to the queue. */
const STOP_WAIT_SECONDS = 10

export type JobQueue = {
  start(): Promise<void>
  /** Stores the job (it survives any crash from here on) and wakes this node's worker. */
  send<K extends JobKind>(kind: K, data: JobData[K], options?: SendOptions): Promise<void>
  /** Runs jobs of `kind` on this node; call after start(). */
  work<K extends JobKind>(kind: K, handler: (data: JobData[K]) => Promise<void>): Promise<void>
  /** Takes no new jobs, waits for those in flight, and fails (retries) any still running. */
  stop(): Promise<void>
  /** JOB_TIME_SCALE: for waits kept in the database beside the queue's (decision 031). */
  readonly timeScale: number
}

/** Optional extras of one job (decision 031). */
export type SendOptions = {
  /** Runs no sooner than this many (scaled) seconds from now. */
  afterSeconds?: number
  /** Runs no sooner than this time, read from the database's clock (exact, not scaled). */
  startAt?: Date
  /** With a 'short' kind: at most one waiting job per key; a second send is dropped. */
  singletonKey?: string
  /** Stores the job inside this client's open transaction: it exists only if that commits. */
  client?: Pick<pg.PoolClient, 'query'>
}

type QueueOptions = {
  pool: pg.Pool
  log: FastifyBaseLogger
  /** Multiplies every delay and timeout: 1 in production, smaller in test suites. */
  timeScale?: number
}

/** Waits between tries when no connection could be had: 6.2 s in all. */
const CONNECTION_RETRY_MS = [200, 400, 800, 1600, 3200]

/** The pool gave no connection, or the server went away: the statement never ran. */
function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return (
    error.message.includes('timeout exceeded when trying to connect') ||
    code === 'ECONNREFUSED' ||
    code === '57P01' ||
    code === '57P03'
  )
}

/**
 * pg-boss 10 marks a finished job complete (or failed) without awaiting the promise, so a
 * rejected statement there is an unhandled rejection, which ends the process: under load, a pool
 * with every connection busy for 5 s took the server down. A statement that never reached the
 * database is tried again a few times before it fails; one that ran and failed is not.
 */
async function queryRetryingConnection(pool: pg.Pool, text: string, values?: unknown[]) {
  for (const waitMs of CONNECTION_RETRY_MS) {
    try {
      return await pool.query(text, values)
    } catch (error) {
      if (!isConnectionFailure(error)) throw error
      await sleep(waitMs)
    }
  }
  return pool.query(text, values)
}

/**
 * The app's background jobs on pg-boss, in the app's own PostgreSQL through its pool: a job is
 * a row, taken with SKIP LOCKED by exactly one node, retried with back-off when its handler
 * throws or its node dies (expiry), and left in the `failed` state once retries run out.
 */
export function createJobQueue({ pool, log, timeScale = 1 }: QueueOptions): JobQueue {
  const scaled = (seconds: number) => Math.max(1, Math.round(seconds * timeScale))
  const boss = new PgBoss({
    db: { executeSql: (text, values) => queryRetryingConnection(pool, text, values) },
    schema: JOB_SCHEMA,
    maintenanceIntervalSeconds: scaled(MAINTENANCE_SECONDS),
    // No cron schedules yet: pg-boss's clock monitor would only add polling.
    schedule: false,
  })
  // Lost connections while the embedded database restarts land here; pg-boss retries by itself.
  boss.on('error', (error) => log.warn({ err: error }, 'job queue: %s', error.message))
  const workers = new Map<JobKind, string>()

  return {
    timeScale,
    async start() {
      await boss.start()
      for (const [kind, rules] of Object.entries(jobKinds)) {
        const options = {
          name: kind,
          retryLimit: rules.retryLimit,
          retryDelay: scaled(rules.retryDelaySeconds),
          retryBackoff: true,
          expireInSeconds: scaled(rules.expireSeconds),
          ...('policy' in rules ? { policy: rules.policy } : {}),
        }
        // Every start writes the current rules, so a change reaches jobs queued from then on.
        if (await boss.getQueue(kind)) await boss.updateQueue(kind, options)
        else await boss.createQueue(kind, options)
      }
    },
    async send(kind, data, options = {}) {
      const { client, afterSeconds, startAt, singletonKey } = options
      await boss.send(kind, data as object, {
        ...(afterSeconds === undefined ? {} : { startAfter: scaled(afterSeconds) }),
        ...(startAt === undefined ? {} : { startAfter: startAt }),
        ...(singletonKey === undefined ? {} : { singletonKey }),
        ...(client ? { db: { executeSql: (text, values) => client.query(text, values) } } : {}),
      })
      const worker = workers.get(kind)
      if (worker) boss.notifyWorker(worker)
    },
    async work(kind, handler) {
      const id = await boss.work<JobData[typeof kind]>(
        kind,
        { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, POLLING_SECONDS * timeScale) },
        async ([job]) => {
          if (job) await handler(job.data)
        },
      )
      workers.set(kind, id)
    },
    async stop() {
      // The pool is the app's: main.ts closes it after this.
      await boss.stop({
        graceful: true,
        wait: true,
        timeout: scaled(STOP_WAIT_SECONDS) * 1000,
        close: false,
      })
    },
  }
}
