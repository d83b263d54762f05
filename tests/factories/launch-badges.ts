import type { ProjectFormValues } from '@common/projects'
import type { Db } from '@server/db/client'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { TestUser } from '../support/app'
import { launchDay, scheduleLaunch } from './launches'
import { createProject } from './projects'

/**
 * A launch whose day is over, straight in SQL, as the freeze jobs leave it: ended on `day`
 * (yesterday unless said) with the frozen ranks given, and its thread post when one is given.
 */
export async function endLaunchDirectly(
  db: Db,
  launchId: string,
  options: {
    day?: string
    dayRank?: number | null
    weekRank?: number | null
    votes?: number
    threadPostId?: string | null
    state?: 'ended' | 'disqualified'
  } = {},
) {
  const { day = launchDay(-1), dayRank = null, weekRank = null, votes = 0 } = options
  await db.execute(sql`
    update launches set day = ${day}::date, state = ${options.state ?? 'ended'},
      day_rank = ${dayRank}, week_rank = ${weekRank}, votes_count = ${votes},
      counted_votes_count = ${votes}, thread_post_id = ${options.threadPostId ?? null},
      disqualified_reason = case when ${options.state ?? 'ended'} = 'disqualified' then 'Vote ring' end
    where id = ${launchId}`)
}

/** A maker's new project and a launch of it, scheduled through the API (tomorrow). */
export async function projectWithLaunch(
  app: FastifyInstance,
  maker: TestUser,
  overrides: Partial<ProjectFormValues> = {},
) {
  const project = await createProject(app, maker, overrides)
  const launch = await scheduleLaunch(app, maker, project.id)
  return { project, launch }
}
