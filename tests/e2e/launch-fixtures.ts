import type { Launch } from '@common/launches'
import type { Page } from '@playwright/test'
import { embeddedDatabaseUrl } from '@tests/support/app-process'
import pg from 'pg'
import { expect } from './fixtures'
import { apiAs } from './moderation-fixtures'

// Launches in end-to-end specs (issue 32). A launch can only be scheduled for tomorrow or later;
// a spec that needs one live today moves its day in the database and lets the server's own
// launch-day pass open it (every 3 s: playwright.config.ts sets JOB_TIME_SCALE), so what the
// browser sees is what a real launch morning does.

/** Runs SQL against the e2e server's embedded database. */
export async function withAppDb<T>(run: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(process.env.E2E_DATA_DIR!) })
  await db.connect()
  try {
    return await run(db)
  } finally {
    await db.end()
  }
}

/** 'YYYY-MM-DD' of the UTC day `offset` days from today. */
export function utcDayFromToday(offset: number) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

/** A project of the page's member, through the API; answers its id. */
export async function createProjectAs(page: Page, name: string, tagline = 'Ship faster') {
  const project = await apiAs<{ id: string }>(page, 'POST', '/api/projects', {
    name,
    tagline,
    description: `${name} helps makers ship.`,
  })
  return project.id
}

/** Schedules the project's launch through the API for `day` (tomorrow unless said). */
export async function scheduleLaunchAs(
  page: Page,
  projectId: string,
  fields: Partial<{ day: string; tagline: string; firstComment: string; tags: string[] }> = {},
) {
  return apiAs<Launch>(page, 'POST', `/api/projects/${projectId}/launches`, {
    day: utcDayFromToday(1),
    tagline: 'Launch day is here',
    firstComment: 'Hi makers! Thanks for looking.',
    ...fields,
  })
}

/** Moves a scheduled launch to today and waits until the launch-day pass has opened it. */
export async function openLaunchToday(page: Page, launchId: string) {
  await withAppDb((db) =>
    db.query(`update launches set day = (now() at time zone 'UTC')::date where id = $1`, [
      launchId,
    ]),
  )
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/launches/${launchId}`)
        return ((await response.json()) as Launch).state
      },
      { timeout: 30_000 },
    )
    .toBe('live')
}

/**
 * Makes a member's votes count (issue 32 §3): joined more than 7 days before today and has a
 * post. Sign-up is today in a spec, so the join date is moved back.
 */
export async function makeVoterCount(page: Page, username: string) {
  await withAppDb((db) =>
    db.query(
      `update profiles set created_at = now() - interval '30 days' where lower(username) = lower($1)`,
      [username],
    ),
  )
  await apiAs(page, 'POST', '/api/posts', { content: `Hello from @${username}'s first week` })
}
