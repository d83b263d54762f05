import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'

/** How far back every member's timeline reaches; older pages read the posts (decision 020). */
export const TIMELINE_DAYS = 14
const TRIM_EVERY_MS = 60 * 60 * 1000

/**
 * Once an hour the horizon moves to TIMELINE_DAYS ago and older rows go, so a timeline holds two
 * weeks of posts whatever the network's age. The SQL skips the run when another node is at it.
 */
export function scheduleTimelineTrim(app: FastifyInstance, db: Db): void {
  const trim = () =>
    db
      .execute(sql`select trim_home_timelines(make_interval(days => ${TIMELINE_DAYS}))`)
      .catch((error) => app.log.warn({ err: error }, 'timeline trim failed'))
  const timer = setInterval(trim, TRIM_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
