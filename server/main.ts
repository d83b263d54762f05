import { buildApp } from './app'
import { ConfigError, loadConfig, loadDotEnv } from './config'
import { createDatabase } from './db/client'
import { resolveDatabase } from './db/database-url'
import { runMigrations } from './db/migrate'
import { limitPasswordHashing } from './features/auth/password/hashing'
import { startScheduledPosts } from './features/drafts/scheduled-job'
import { startEmailNotifications } from './features/email-notifications/worker'
import { queuedMailer, workMail } from './features/jobs/mail-job'
import { createJobQueue } from './features/jobs/queue'
import { startLaunchDays } from './features/launches/days/service'
import { revenueDepsFrom } from './features/revenue'
import { startRevenueSync } from './features/revenue/sync-job'
import { createStorage } from './lib/create-storage'
import { PgEventBus } from './lib/event-bus'
import { createLogger } from './lib/logger'
import { createMailer } from './lib/mail'

/** Starts the database (embedded unless DATABASE_URL is set), the app, and stops both cleanly. */
async function main() {
  const startedAt = performance.now()
  loadDotEnv()
  const config = loadConfig()
  const log = createLogger(config.logLevel)
  limitPasswordHashing(config.threadPoolSize)

  // Supervised: an embedded PostgreSQL that dies is started again (server/db/embedded-supervisor.ts).
  const database = await resolveDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    supervise: true,
  })
  await runMigrations(database.url)
  const { db, pool, close: closeDb } = createDatabase(database.url)
  // Search runs its statements here (decision 041), with as many connections as the main pool:
  // with 4, searches queued for them.
  const generic = createDatabase(database.url, { genericPlans: true })
  const bus = new PgEventBus(database.url, pool, log)
  await bus.start()
  database.onRestart?.(() => bus.reconnectNow())
  const { storage, uploadsDir } = createStorage(config)
  // Emails leave through the job queue: retried when SMTP fails, kept across crashes (027).
  const jobs = createJobQueue({ pool, log, timeScale: config.jobTimeScale })
  await jobs.start()
  await workMail(jobs, createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log }))
  // Notification emails and the weekly digest ride the same queue (decision 031).
  await startEmailNotifications({
    db,
    pool,
    bus,
    queue: jobs,
    log,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
  })
  // Scheduled posts go out from whichever node takes the queue's pass (decision 030).
  await startScheduledPosts(jobs, { db, bus, log })
  // Launch days open and end, and their ranks freeze, from the same queue (decision 046).
  await startLaunchDays(jobs, { db, bus, log })
  // Connected payment providers are read daily from the same queue (issue 33).
  await startRevenueSync(jobs, revenueDepsFrom({ config, db, mailer: queuedMailer(jobs), log }))
  const app = await buildApp(
    {
      config,
      db,
      genericDb: generic.db,
      pool,
      bus,
      storage,
      mailer: queuedMailer(jobs),
      uploadsDir,
    },
    { logger: log },
  )
  // Every live client reconnects at once after a restart or a network blip: Node's default
  // accept queue (511) would drop most of them into slow SYN retries.
  await app.listen({ port: config.port, host: config.host, backlog: 4096 })
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  log.info(
    `Makerfolio is ready at ${config.publicUrl} (Node ${process.version}, started in ${seconds} s)`,
  )
  const { rows } = await pool.query('select exists (select 1 from profiles) as "hasUsers"')
  if (!rows[0]?.hasUsers) {
    log.info(
      'The database is empty. To try Makerfolio with a demo community: stop the server, run `npm run seed -- --profile demo`, and start it again.',
    )
  }

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info(`${signal} received: shutting down`)
    const force = setTimeout(() => process.exit(1), 15_000)
    force.unref()
    try {
      // Jobs in flight finish (or go back to the queue) while open requests drain.
      await Promise.all([jobs.stop(), app.close()])
      await bus.close()
      await Promise.all([closeDb(), generic.close()])
      await database.stop()
    } catch (error) {
      log.error({ err: error }, 'error during shutdown')
    }
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error) => {
  // A bad variable is the operator's to fix: its message alone, naming it, not a stack.
  console.error(error instanceof ConfigError ? `Configuration: ${error.message}` : error)
  process.exit(1)
})
