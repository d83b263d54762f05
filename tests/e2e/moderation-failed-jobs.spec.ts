import { embeddedDatabaseUrl } from '@tests/support/app-process'
import pg from 'pg'
import { expect, signUp, test } from './fixtures'
import { grantModerator } from './moderation-fixtures'

// A job that failed every attempt (decision 027), written as pg-boss leaves one, since the e2e
// server's mail goes to files and never fails; the queue itself is tested in jobs/*.test.ts.
test('a moderator sees failed background jobs with their last error', async ({ page }) => {
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(process.env.E2E_DATA_DIR!) })
  await db.connect()
  try {
    await db.query(
      `insert into pgboss.job (name, data, state, retry_limit, retry_count, started_on, completed_on, output)
       values ('mail-send', '{}', 'failed', 4, 4, now(), now(), $1)`,
      [{ message: '451 Mailbox busy, try again later' }],
    )
  } finally {
    await db.end()
  }
  const moderator = await signUp(page)
  await grantModerator(moderator.username)
  await page.goto('/moderation')
  await page.getByRole('tab', { name: 'Failed jobs' }).click()
  await expect(page).toHaveURL(/\/moderation\?tab=jobs$/)
  const jobs = page.getByRole('list', { name: 'Failed jobs' })
  await expect(jobs.getByText('451 Mailbox busy, try again later').first()).toBeVisible()
  await expect(jobs.getByText('Send an email').first()).toBeVisible()
  await expect(jobs.getByText('5 attempts').first()).toBeVisible()
})
