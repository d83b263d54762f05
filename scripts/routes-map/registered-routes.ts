import diagnostics from 'node:diagnostics_channel'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, RouteOptions } from 'fastify'
import pino from 'pino'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createDatabase } from '../../server/db/client'
import { createStorage } from '../../server/lib/create-storage'
import { PgEventBus } from '../../server/lib/event-bus'

export type RegisteredRoute = { method: string; url: string }

/**
 * Every route the real `buildApp` registers, optional ones included (`BENCH_METRICS`), as Fastify
 * reports them through its `onRoute` hook. Building the app opens no database connection, so a
 * placeholder address is enough and nothing needs to be running.
 */
export async function listRegisteredRoutes(): Promise<RegisteredRoute[]> {
  const routes: RegisteredRoute[] = []
  // Fastify announces each new instance on this channel before any plugin runs: the one public
  // way to see every route of an app built elsewhere.
  const watch = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url })
    })
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'routes-map-'))
  const url = 'postgres://routes-map@127.0.0.1:1/none'
  const { db, pool } = createDatabase(url)
  const bus = new PgEventBus(url, pool, pino({ level: 'silent' }))
  diagnostics.subscribe('fastify.initialization', watch)
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'routes-map-'.repeat(4),
      BENCH_METRICS: '1',
    })
    const { storage, uploadsDir } = createStorage(config)
    const mailer = { send: async () => {} }
    // Nothing is queried while routes register: one handle serves as both.
    const app = await buildApp({
      config,
      db,
      genericDb: db,
      pool,
      bus,
      storage,
      mailer,
      uploadsDir,
    })
    await app.ready()
    await app.close()
  } finally {
    diagnostics.unsubscribe('fastify.initialization', watch)
    await bus.close()
    await pool.end()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return routes
}
