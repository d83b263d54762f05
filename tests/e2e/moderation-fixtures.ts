import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Browser, Page } from '@playwright/test'
import { createUserViaApi, expect, type TestUser, test } from './fixtures'

const run = promisify(execFile)

/**
 * Makes a member a moderator with the project's own CLI. Pointed at the e2e server's DATA_DIR,
 * the script connects to the embedded PostgreSQL that server is running.
 */
export async function grantModerator(username: string) {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts')
  const { DATABASE_URL: _external, ...env } = process.env
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin.ts', 'grant-moderator', username],
    { env: { ...env, DATA_DIR: dataDir }, timeout: 30_000 },
  )
  expect(stdout).toContain(`@${username} is now a moderator`)
}

/**
 * A signed-in member in a browser context of their own (several people in one test). Signs up
 * through the API with the context's own request client, so the session cookie lands in it.
 */
export async function memberInNewContext(
  browser: Browser,
): Promise<{ page: Page; user: TestUser }> {
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('baseURL is not configured')
  const context = await browser.newContext()
  const page = await context.newPage()
  const user = await createUserViaApi(context.request, baseURL)
  await page.goto('/feed')
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  return { page, user }
}

/** Sends a JSON API request as the page's member; better-auth wants an Origin on writes. */
export async function apiAs<T>(
  page: Page,
  method: 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const origin = new URL(page.url()).origin
  const response = await page.request.fetch(path, { method, data, headers: { origin } })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}
