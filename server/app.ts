import { limits } from '@common/texts'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type pg from 'pg'
import { type Config, fastifyTrustProxy } from './config'
import type { Db } from './db/client'
import { accountRoutes, accountSettingsRoutes } from './features/account/routes'
import { createAuth } from './features/auth/auth'
import { passkeyRoutes } from './features/auth/passkeys/routes'
import { signInProviderRoutes } from './features/auth/providers/routes'
import { authRoutes } from './features/auth/routes'
import { commentEditRoutes } from './features/comments/edit/routes'
import { commentHideRoutes } from './features/comments/hide/routes'
import { commentRoutes } from './features/comments/routes'
import { draftRoutes } from './features/drafts/routes'
import { emailNotificationRoutes } from './features/email-notifications/routes'
import { eventRoutes } from './features/events/routes'
import { exploreRoutes } from './features/explore/routes'
import { feedbackRoutes } from './features/feedback/routes'
import { followRoutes } from './features/follows/routes'
import { healthRoutes } from './features/health/routes'
import { jobRoutes } from './features/jobs/routes'
import { launchModerationRoutes } from './features/launches/moderation/routes'
import { launchNotifyRoutes } from './features/launches/notify/routes'
import { projectLaunchRoutes } from './features/launches/of-project/routes'
import { launchRoutes } from './features/launches/routes'
import { launchVoteRoutes } from './features/launches/votes/routes'
import { mentionRoutes } from './features/mentions/routes'
import { moderationQueueRoutes } from './features/moderation/queue/routes'
import { moderationRoutes } from './features/moderation/routes'
import { notificationRoutes } from './features/notifications/routes'
import { ogImageRoutes } from './features/og-images/routes'
import { onboardingRoutes } from './features/onboarding/routes'
import { postEditRoutes } from './features/posts/edit/routes'
import { postRoutes } from './features/posts/routes'
import { profileRoutes } from './features/profiles/routes'
import { projectLogoRoutes } from './features/project-gallery/logo/routes'
import { projectGalleryRoutes } from './features/project-gallery/routes'
import { projectFollowRoutes } from './features/projects/follows/routes'
import { projectListRoutes } from './features/projects/lists/routes'
import { projectMakerRoutes } from './features/projects/makers/routes'
import { projectMetricRoutes } from './features/projects/metrics/routes'
import { projectRoutes } from './features/projects/routes'
import { projectUpdateRoutes } from './features/projects/updates/routes'
import { reportRoutes } from './features/reports/routes'
import { revenueDepsFrom } from './features/revenue'
import { revenueRoutes } from './features/revenue/routes'
import { mutedWordRoutes } from './features/safety/muted-words/routes'
import { safetyRoutes } from './features/safety/routes'
import { savedRoutes } from './features/saved/routes'
import { searchRoutes } from './features/search/routes'
import { describePage } from './features/share-meta/describe-page'
import { injectMeta } from './features/share-meta/render'
import { feedRoutes } from './features/share-meta/routes'
import { benchMetricsRoutes } from './lib/bench-metrics'
import type { EventBus } from './lib/event-bus'
import type { Mailer } from './lib/mail'
import type { Storage } from './lib/storage'
import docs from './plugins/docs'
import errors from './plugins/errors'
import noStore from './plugins/no-store'
import rateLimit from './plugins/rate-limit'
import security from './plugins/security'
import session from './plugins/session'
import staticFiles from './plugins/static'

export type AppDeps = {
  config: Config
  db: Db
  /**
   * The same database through connections that always use generic plans (decision 041): for the
   * search statements, whose custom plans took longer to make than to run.
   */
  genericDb: Db
  pool: pg.Pool
  bus: EventBus
  storage: Storage
  mailer: Mailer
  /** Local uploads folder to serve at /media, when storage is the local disk. */
  uploadsDir: string | null
}

/** Builds the whole app as a plugin tree without listening: tests inject into it. */
export async function buildApp(deps: AppDeps, options: { logger?: FastifyBaseLogger } = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // request.ip believes X-Forwarded-For only as far as TRUST_PROXY says (default: not at all).
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const auth = createAuth({ config: deps.config, db: deps.db, mailer: deps.mailer, log: app.log })

  await app.register(errors)
  await app.register(noStore)
  await app.register(security, { config: deps.config })
  await app.register(rateLimit, { config: deps.config })
  await app.register(multipart, {
    // One file more than a post allows, so the fifth image gets the spec's message, not a generic one.
    limits: {
      fileSize: limits.imageBytesMax,
      files: limits.imagesPerPost + 1,
      fields: 20,
      parts: 30,
    },
  })
  await app.register(session, {
    db: deps.db,
    secret: deps.config.authSecret,
    bus: deps.bus,
    cacheMs: deps.config.sessionCacheMs,
  })
  await app.register(docs)

  await app.register(healthRoutes, { pool: deps.pool })
  if (deps.config.benchMetrics) await app.register(benchMetricsRoutes)
  await app.register(authRoutes, {
    auth,
    db: deps.db,
    pool: deps.pool,
    secret: deps.config.authSecret,
  })
  const securityMail = {
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    onMailError: (error: unknown) => app.log.error({ err: error }, 'security mail failed'),
  }
  await app.register(signInProviderRoutes, {
    db: deps.db,
    providers: deps.config.signInProviders,
    mail: securityMail,
  })
  await app.register(passkeyRoutes, { auth, db: deps.db, mail: securityMail })
  await app.register(accountRoutes, { db: deps.db })
  await app.register(notificationRoutes, { db: deps.db, bus: deps.bus })
  await app.register(eventRoutes, { bus: deps.bus, db: deps.db, secret: deps.config.authSecret })
  await app.register(postRoutes, { db: deps.db, bus: deps.bus, storage: deps.storage })
  await app.register(postEditRoutes, { db: deps.db, bus: deps.bus })
  await app.register(draftRoutes, { db: deps.db, bus: deps.bus, storage: deps.storage })
  await app.register(commentRoutes, { db: deps.db, bus: deps.bus })
  await app.register(commentEditRoutes, { db: deps.db, bus: deps.bus })
  await app.register(commentHideRoutes, { db: deps.db, bus: deps.bus })
  await app.register(mentionRoutes, { db: deps.db })
  await app.register(projectRoutes, { db: deps.db, storage: deps.storage })
  await app.register(projectListRoutes, { db: deps.db })
  await app.register(projectUpdateRoutes, { db: deps.db, bus: deps.bus, storage: deps.storage })
  await app.register(projectMetricRoutes, { db: deps.db })
  await app.register(projectFollowRoutes, { db: deps.db, bus: deps.bus })
  await app.register(projectMakerRoutes, { db: deps.db, bus: deps.bus })
  await app.register(projectGalleryRoutes, { db: deps.db, storage: deps.storage })
  await app.register(projectLogoRoutes, { db: deps.db, storage: deps.storage })
  await app.register(
    revenueRoutes,
    revenueDepsFrom({ config: deps.config, db: deps.db, mailer: deps.mailer, log: app.log }),
  )
  await app.register(launchRoutes, { db: deps.db, bus: deps.bus })
  await app.register(launchVoteRoutes, { db: deps.db, bus: deps.bus })
  await app.register(launchNotifyRoutes, { db: deps.db })
  await app.register(projectLaunchRoutes, { db: deps.db })
  await app.register(launchModerationRoutes, { db: deps.db })
  await app.register(profileRoutes, { db: deps.db, storage: deps.storage })
  await app.register(followRoutes, { db: deps.db, bus: deps.bus })
  await app.register(safetyRoutes, { db: deps.db, bus: deps.bus })
  await app.register(mutedWordRoutes, { db: deps.db, bus: deps.bus })
  await app.register(savedRoutes, { db: deps.db })
  await app.register(feedbackRoutes, { db: deps.db })
  await app.register(accountSettingsRoutes, {
    auth,
    db: deps.db,
    bus: deps.bus,
    storage: deps.storage,
    publicUrl: deps.config.publicUrl,
  })
  await app.register(searchRoutes, { db: deps.db, genericDb: deps.genericDb })
  await app.register(exploreRoutes, {
    db: deps.db,
    trendingCacheMs: deps.config.trendingCacheMs,
    suggestionsCacheMs: deps.config.suggestionsCacheMs,
  })
  await app.register(onboardingRoutes, { db: deps.db })
  await app.register(reportRoutes, { db: deps.db, bus: deps.bus })
  await app.register(moderationQueueRoutes, { db: deps.db })
  await app.register(moderationRoutes, { db: deps.db, bus: deps.bus, storage: deps.storage })
  await app.register(jobRoutes, { pool: deps.pool })
  await app.register(emailNotificationRoutes, {
    db: deps.db,
    secret: deps.config.authSecret,
    publicUrl: deps.config.publicUrl,
  })

  await app.register(feedRoutes, { db: deps.db, publicUrl: deps.config.publicUrl })
  await app.register(ogImageRoutes, {
    db: deps.db,
    dataDir: deps.config.dataDir,
    uploadsDir: deps.uploadsDir,
  })

  await app.register(staticFiles, {
    webDistDir: deps.config.webDistDir,
    uploadsDir: deps.uploadsDir,
    withPageMeta: async (shell, pathname) => {
      const meta = await describePage(deps.db, pathname, deps.config.publicUrl)
      return meta ? injectMeta(shell, meta) : null
    },
  })
  return app
}
