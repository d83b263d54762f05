import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '@server/app'
import { type Config, loadConfig } from '@server/config'
import { createDatabase, type Db } from '@server/db/client'
import { createStorage } from '@server/lib/create-storage'
import { PgEventBus } from '@server/lib/event-bus'
import type { Mailer, MailMessage } from '@server/lib/mail'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type pg from 'pg'
import pino, { type Logger } from 'pino'
import { afterAll, beforeAll } from 'vitest'
import { useTestDatabase } from './test-database'

export const TEST_ORIGIN = 'http://localhost:3000'

export type TestApp = {
  app: FastifyInstance
  config: Config
  mail: MailMessage[]
  bus: PgEventBus
  uploadsDir: string
  close(): Promise<void>
}

type TestAppOptions = {
  url: string
  db: Db
  pool: pg.Pool
  config?: Partial<Config>
  /** The app's logger (default: none), e.g. to read what it writes. */
  logger?: Logger
  /** Where the app's emails go instead of the in-memory `mail` list (e.g. the job queue). */
  mailer?: Mailer
}

/** The real app on a test database, with outgoing mail kept in memory. */
export async function createTestApp({
  url,
  db,
  pool,
  config,
  logger,
  mailer: appMailer,
}: TestAppOptions): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'makerfolio-test-'))
  const fullConfig: Config = {
    ...loadConfig({
      PORT: '3000',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret!',
    }),
    rateLimits: false,
    // Tests change sessions and roles straight in SQL and read at once; the per-node session
    // cache learns of such changes by a notice that may arrive a moment later. Its own tests
    // (server/plugins/session-cache.test.ts) turn it on.
    sessionCacheMs: 0,
    // Tests read topics right after posting; the per-node ranking has its own test.
    trendingCacheMs: 0,
    // Likewise each member's makers to follow (suggestion-ranking.test.ts keeps them).
    suggestionsCacheMs: 0,
    webDistDir: path.join(dataDir, 'no-web'),
    ...config,
  }
  const mail: MailMessage[] = []
  const mailer: Mailer = appMailer ?? { send: async (message) => void mail.push(message) }
  const log = pino({ level: 'silent' })
  const bus = new PgEventBus(url, pool, log)
  await bus.start()
  // Local disk under dataDir, or the bucket when `config.s3` is given.
  const { storage, uploadsDir } = createStorage(fullConfig)
  // Search's generic-plan connections (decision 041), on the same database.
  const generic = createDatabase(url, { max: 2, genericPlans: true })
  const app = await buildApp(
    { config: fullConfig, db, genericDb: generic.db, pool, bus, mailer, storage, uploadsDir },
    logger ? { logger } : {},
  )
  await app.ready()
  return {
    app,
    config: fullConfig,
    mail,
    bus,
    uploadsDir: path.join(fullConfig.dataDir, 'uploads'),
    async close() {
      await app.close()
      await Promise.all([bus.close(), generic.close()])
    },
  }
}

/** A signed-in member: the cookie to send and who they are. */
export type TestUser = {
  id: string
  username: string
  email: string
  password: string
  cookie: string
}

let counter = 0

/** Signs a new member up through the real endpoint and returns their session cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<Pick<TestUser, 'username' | 'email' | 'password'>> = {},
): Promise<TestUser> {
  counter += 1
  const unique = `${process.pid}_${counter}_${Math.floor(Math.random() * 1e6)}`
  const username = overrides.username ?? `user_${unique}`.slice(0, 30)
  const email = overrides.email ?? `${username}@example.com`
  const password = overrides.password ?? 'correct horse battery'
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password, name: username },
  })
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  const body = response.json() as { user: { id: string } }
  return {
    id: body.user.id,
    username,
    email,
    password,
    cookie: cookieFrom(response.headers['set-cookie']),
  }
}

/** `name=value; name2=value2` from Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list.map((line) => line.split(';')[0]).join('; ')
}

/** inject() as a browser on the trusted origin would send it, optionally signed in. */
export function request(app: FastifyInstance, options: InjectOptions & { as?: TestUser }) {
  const { as, headers, ...rest } = options
  return app.inject({
    ...rest,
    headers: { origin: TEST_ORIGIN, ...(as ? { cookie: as.cookie } : {}), ...headers },
  })
}

/**
 * A test file's app on its own fresh database: call at the top level, use `.app` in tests.
 * `config` overrides apply to this file only (e.g. `{ rateLimits: true }`).
 */
export function useTestApp(config: Partial<Config> = {}) {
  const database = useTestDatabase()
  let testApp: TestApp | undefined
  beforeAll(async () => {
    testApp = await createTestApp({
      url: database.url,
      db: database.db,
      pool: database.pool,
      config,
    })
  })
  afterAll(async () => {
    await testApp?.close()
  })
  const ready = () => {
    if (!testApp) throw new Error('useTestApp(): the app exists from beforeAll on')
    return testApp
  }
  return {
    database,
    get app() {
      return ready().app
    },
    get mail() {
      return ready().mail
    },
    get bus() {
      return ready().bus
    },
    get uploadsDir() {
      return ready().uploadsDir
    },
    get config() {
      return ready().config
    },
  }
}
