import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import { createUserViaApi, expect, signUp, test, toast } from './fixtures'

/** A signed-in API client of its own (better-auth signs a new member in). */
async function memberClient(baseURL: string): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL })
  await createUserViaApi(client, baseURL)
  return client
}

test('a project reported twice sends other viewers to the 404 page', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is set in playwright.config.ts')
  const origin = { origin: baseURL }
  const founder = await memberClient(baseURL)
  const created = await founder.post('/api/projects', {
    data: { name: `Hidden${Date.now().toString(36)}`, tagline: 'Soon reported' },
    headers: origin,
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  await signUp(page)
  await page.goto(`/project/${id}`)
  await page.getByRole('button', { name: 'Project options' }).click()
  await page.getByRole('menuitem', { name: 'Report project' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Report project' }).click()
  await expect(toast(page, 'Reported')).toBeVisible()

  const secondReporter = await memberClient(baseURL)
  const report = await secondReporter.post('/api/reports', {
    data: { type: 'project', id },
    headers: origin,
  })
  expect(report.status(), await report.text()).toBeLessThan(300)

  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(`/project/${id}`)
  await expect(toast(visitor, 'Could not load project')).toBeVisible()
  await expect(visitor).toHaveURL(/\/404$/)
  await context.close()

  // The owner still sees their own project.
  expect((await founder.get(`/api/projects/${id}`)).status()).toBe(200)
  await Promise.all([founder.dispose(), secondReporter.dispose()])
})
