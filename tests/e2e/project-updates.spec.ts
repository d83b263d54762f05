import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, signUp, test, toast } from './fixtures'

/** A project of the signed-in member, created through the API as the form does. */
async function createProject(page: Page, baseURL: string) {
  const name = `Atlas${randomBytes(3).toString('hex')}`
  const response = await page.request.post('/api/projects', {
    data: { name, tagline: 'Maps for makers', userCount: 1200, mrr: 950 },
    headers: { origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { id: (await response.json()).id as string, name }
}

/** Saves the screen at 390 and 1280 px, light and dark, when SHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme })
      await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage: true })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

test('a maker posts an update and a milestone; the feed labels them; a visitor reads them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await signUp(page)
  const project = await createProject(page, baseURL!)
  await page.goto(`/project/${project.id}`)
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible()

  await test.step('a plain update from the Updates tab', async () => {
    await page.getByRole('tab', { name: 'Updates' }).click()
    await expect(page).toHaveURL(/\?tab=updates$/)
    // The tab's own empty state (on desktop the side column's latest updates say it too).
    await expect(
      page.getByRole('tabpanel', { name: 'Updates' }).getByText('No updates yet'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Post update' }).click()
    await page.getByLabel('What changed?').fill('Offline maps are in beta #maps')
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(toast(page, 'Update posted')).toBeVisible()
    const card = page.getByRole('article').filter({ hasText: 'Offline maps are in beta' })
    await expect(card.getByRole('link', { name: `Update: ${project.name}` })).toBeVisible()
  })

  await test.step('a milestone, shown on the Overview timeline', async () => {
    await page.getByRole('button', { name: 'Post update' }).click()
    await page.getByLabel('What changed?').fill('Thank you all!')
    await page.getByLabel('Milestone', { exact: true }).selectOption({ label: 'Users reached' })
    await page.getByLabel('Reached').selectOption({ label: '1,000' })
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(toast(page, 'Update posted')).toBeVisible()
    const card = page.getByRole('article').filter({ hasText: 'Thank you all!' })
    await expect(card.getByRole('link', { name: `Milestone: ${project.name}` })).toBeVisible()
    await expect(card.getByText('1,000 users')).toBeVisible()
    await shoot(page, 'project-updates')
    await page.getByRole('tab', { name: 'Overview' }).click()
    const timeline = page.getByRole('region', { name: 'Milestones' })
    await expect(timeline.getByRole('link', { name: '1,000 users' })).toBeVisible()
    await shoot(page, 'project-timeline')
  })

  await test.step('the feed labels the update and links to the project', async () => {
    await page.goto('/feed')
    const card = page.getByRole('article').filter({ hasText: 'Offline maps are in beta' })
    await card.getByRole('link', { name: `Update: ${project.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`))
  })

  await test.step('a visitor reads both, with nothing to post', async () => {
    const visitor = await browser.newPage()
    await visitor.goto(`/project/${project.id}`)
    await expect(
      visitor
        .getByRole('region', { name: 'Milestones' })
        .getByRole('link', { name: '1,000 users' }),
    ).toBeVisible()
    await visitor.getByRole('tab', { name: 'Updates' }).click()
    const updates = visitor.getByRole('tabpanel', { name: 'Updates' })
    await expect(updates.getByText('Offline maps are in beta')).toBeVisible()
    await expect(updates.getByText('Thank you all!')).toBeVisible()
    // On desktop the side column lists the newest updates too, newest first.
    const latest = visitor.getByRole('region', { name: 'Latest updates' })
    await expect(latest.getByRole('link')).toHaveText([
      /Thank you all!/,
      /Offline maps are in beta/,
    ])
    await expect(visitor.getByRole('button', { name: 'Post update' })).toHaveCount(0)
    await visitor.close()
  })
})
