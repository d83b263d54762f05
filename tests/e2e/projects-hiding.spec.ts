import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import { createUserViaApi, expect, signUp, type TestUser, test, toast } from './fixtures'
import { grantModerator } from './moderation-fixtures'

/** A signed-in API client of its own (better-auth signs a new member in). */
async function memberClient(baseURL: string): Promise<APIRequestContext> {
  return (await memberWithClient(baseURL)).client
}

async function memberWithClient(baseURL: string) {
  const client = await playwrightRequest.newContext({ baseURL })
  const user: TestUser = await createUserViaApi(client, baseURL)
  return { client, user }
}

async function createProject(client: APIRequestContext, baseURL: string, name: string) {
  const created = await client.post('/api/projects', {
    data: { name: `${name}${Date.now().toString(36)}`, tagline: 'Soon hidden' },
    headers: { origin: baseURL },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { id: string }).id
}

test('a project reported twice sends other viewers to the 404 page', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is set in playwright.config.ts')
  const origin = { origin: baseURL }
  const founder = await memberClient(baseURL)
  const id = await createProject(founder, baseURL, 'Hidden')

  await signUp(page)
  await page.goto(`/project/${id}`)
  await page.getByRole('button', { name: 'Project options' }).click()
  await page.getByRole('menuitem', { name: 'Report project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this project?' })
  await dialog.getByRole('radio', { name: 'Misleading metrics' }).check()
  await dialog.getByRole('button', { name: 'Report project' }).click()
  await expect(toast(page, 'Reported')).toBeVisible()
  // Hidden from its reporter now: the page is left for the feed, without an error.
  await expect(page).toHaveURL(/\/feed$/)
  await expect(toast(page, 'Could not load project')).toHaveCount(0)

  const secondReporter = await memberClient(baseURL)
  const report = await secondReporter.post('/api/reports', {
    data: { type: 'project', id, reason: 'misleading-metrics' },
    headers: origin,
  })
  expect(report.status(), await report.text()).toBeLessThan(300)

  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(`/project/${id}`)
  await expect(toast(visitor, 'Could not load project')).toBeVisible()
  await expect(visitor).toHaveURL(/\/404$/)
  await context.close()
  // That the owner still sees it is the visibility policy's table (visibility-policy.test.ts).
  await Promise.all([founder.dispose(), secondReporter.dispose()])
})

test('a project whose owner is banned sends viewers to /banned', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is set in playwright.config.ts')
  const founder = await memberClient(baseURL)
  const id = await createProject(founder, baseURL, 'Banned')
  const moderator = await memberWithClient(baseURL)
  await grantModerator(moderator.user.username)
  const ban = await moderator.client.post('/api/moderation/actions', {
    data: { action: 'ban', type: 'project', id },
    headers: { origin: baseURL },
  })
  expect(ban.status(), await ban.text()).toBe(200)

  await page.goto(`/project/${id}`)
  await expect(page).toHaveURL(/\/banned$/)
  await Promise.all([founder.dispose(), moderator.client.dispose()])
})
