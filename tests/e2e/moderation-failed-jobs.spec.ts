import { embeddedDatabaseUrl } from '@tests/support/app-process'
import pg from 'pg'
import { expect, signUp, test } from './fixtures'
import { grantModerator } from './moderation-fixtures'

// A job that failed every attempt (decision 027), written as pg-boss leaves one, since the e2e
// server's mail goes to files and never fails; the queue itself is tested in jobs/*.test.ts.
test('a moderator sees failed background jobs with their last error, and retries one', async ({
  page,
}) => {
  const error = `451 Mailbox busy, try again later (${Date.now()})`
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(process.env.E2E_DATA_DIR!) })
  await db.connect()
  try {
    await db.query(
      `insert into pgboss.job (name, data, state, retry_limit, retry_count, started_on, completed_on, output)
       values ('mail-send', $1, 'failed', 4, 4, now(), now(), $2)`,
      [
        { to: 'retry@example.com', subject: 'Hello again', text: 'Sent on retry' },
        { message: error },
      ],
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
  const job = jobs.getByRole('listitem').filter({ hasText: error })
  await expect(job).toBeVisible()
  await expect(job.getByText('Send an email')).toBeVisible()
  await expect(job.getByText('5 attempts')).toBeVisible()
  // The outage is over: the job runs once more (the e2e server writes the mail to a file).
  await job.getByRole('button', { name: 'Retry: Send an email' }).click()
  await expect(page.getByText('The job will run again in a moment')).toBeVisible()
  await expect(job).toHaveCount(0)
})
