import { createHmac, randomBytes } from 'node:crypto'
import type { Launch } from '@common/launches'
import type { Db } from '@server/db/client'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { request, type TestUser } from '../support/app'
import { waitFor } from '../support/queue-nodes'

const DAY_MS = 24 * 60 * 60 * 1000

/** A launch day `offset` days from today (UTC), 'YYYY-MM-DD'. */
export const launchDay = (offset: number) =>
  new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

/** Schedules a launch through the API, as the launch form does (tomorrow by default). */
export async function scheduleLaunch(
  app: FastifyInstance,
  maker: TestUser,
  projectId: string,
  overrides: Record<string, unknown> = {},
): Promise<Launch> {
  const response = await request(app, {
    method: 'POST',
    url: `/api/projects/${projectId}/launches`,
    as: maker,
    payload: {
      day: launchDay(1),
      tagline: 'Ship it today',
      firstComment: 'Hello makers, we built this for you.',
      ...overrides,
    },
  })
  if (response.statusCode !== 201)
    throw new Error(`scheduleLaunch: ${response.statusCode} ${response.body}`)
  return response.json()
}

/** Opens a launch as the day's job would, on `day` (today by default), straight in SQL. */
export async function openLaunchDirectly(db: Db, launchId: string, day = launchDay(0)) {
  await db.execute(
    sql`update launches set day = ${day}::date, state = 'live' where id = ${launchId}`,
  )
}

/** Makes members look as if they joined `days` ago. */
export async function joinedDaysAgo(db: Db, memberIds: string[], days: number) {
  await db.execute(
    sql`update profiles set created_at = now() - make_interval(days => ${days}) where id in (select json_array_elements_text(${JSON.stringify(memberIds)}::json))`,
  )
}

/**
 * Many members at once, straight in SQL (a sign-up each would hash a password each): users (the
 * sign-up trigger gives each a profile) and a session each, with the cookie the app accepts.
 */
export async function bulkMembers(db: Db, secret: string, count: number, prefix: string) {
  const rows = Array.from({ length: count }, (_, index) => {
    const id = `${prefix}${index}`
    return { id, token: randomBytes(24).toString('hex') }
  })
  const ids = rows.map((row) => row.id)
  await db.execute(sql`
    insert into "user" (id, name, email)
    select id, id, id || '@example.com' from json_array_elements_text(${JSON.stringify(ids)}::json) id`)
  await db.execute(sql`
    insert into session (id, token, user_id, expires_at)
    select 's' || r.id, r.token, r.id, now() + interval '1 day'
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(id text, token text)`)
  return rows.map(({ id, token }): TestUser => {
    const signature = createHmac('sha256', secret).update(token).digest('base64')
    return {
      id,
      username: id,
      email: `${id}@example.com`,
      password: '',
      cookie: `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`,
    }
  })
}

/**
 * Waits until more launch-day passes have finished, on any node: what a pass would still change
 * has had its chances, so a count that stayed put is settled (no fixed sleep).
 */
export async function afterLaunchPasses(db: Db, count = 3) {
  const finished = async () =>
    (
      await db.execute<{ n: number }>(
        sql`select (select count(*) from pgboss.job where name = 'launch-day-pass' and state = 'completed')
          + (select count(*) from pgboss.archive where name = 'launch-day-pass') as n`,
      )
    ).rows[0]!.n
  const before = Number(await finished())
  await waitFor(async () => Number(await finished()) >= before + count, `${count} more passes`)
}
