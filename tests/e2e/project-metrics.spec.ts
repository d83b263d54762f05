import { randomBytes } from 'node:crypto'
import type { Project } from '@common/projects'
import { expect, signUp, test, toast } from './fixtures'
import { apiAs } from './moderation-fixtures'

test('new numbers draw the chart and offer the milestone they crossed, which posts only when accepted', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  await signUp(page)
  const project = await apiAs<Project>(page, 'POST', '/api/projects', {
    name: `Gauge${randomBytes(3).toString('hex')}`,
    tagline: 'Uptime you can read',
    userCount: 80,
    mrr: 90,
  })
  const milestones = async () =>
    (await (await page.request.get(`/api/projects/${project.id}/milestones`)).json()).items

  await test.step('saving numbers past a threshold offers the milestone and posts nothing', async () => {
    await page.goto(`/project/${project.id}/edit`)
    await page.getByLabel('User count').fill('1200')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(toast(page, 'Project updated')).toBeVisible()
    const offer = page.getByRole('region', { name: 'You reached 1,000 users' })
    await expect(offer).toBeVisible()
    expect(await milestones()).toEqual([])
    const chart = page.getByRole('img', { name: /^Users over time: from 80 on .* to 1,200 on / })
    await expect(chart).toBeVisible()
    await expect(page.getByRole('heading', { name: 'MRR over time' })).toBeVisible()
    await offer.getByRole('button', { name: 'Not now' }).click()
    await expect(offer).toHaveCount(0)
    expect(await milestones()).toEqual([])
    if (process.env.SHOTS_DIR) {
      for (const width of [390, 1280]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.setViewportSize({ width, height: 900 })
          await page.emulateMedia({ colorScheme })
          await page.mouse.move(0, 0)
          await page.screenshot({
            path: `${process.env.SHOTS_DIR}/project-chart-${width}-${colorScheme}.png`,
            fullPage: true,
          })
        }
      }
      await page.emulateMedia({ colorScheme: 'light' })
    }
  })

  await test.step('accepting opens the composer with the milestone chosen', async () => {
    await page.goto(`/project/${project.id}/edit`)
    await page.getByLabel('MRR (USD per month)').fill('1500')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const offer = page.getByRole('region', { name: 'You reached $1k MRR' })
    await offer.getByRole('button', { name: 'Post milestone' }).click()
    await expect(page).toHaveURL(/\?tab=updates$/)
    await expect(page.getByLabel('Milestone', { exact: true })).toHaveValue('mrr')
    await expect(page.getByLabel('Reached')).toHaveValue('1000')
    expect(await milestones()).toEqual([])
    await page.getByLabel('What changed?').fill('Four figures!')
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(toast(page, 'Update posted')).toBeVisible()
    await expect(page.getByRole('article').getByText('$1k MRR')).toBeVisible()
  })

  await test.step('a visitor sees the chart and the timeline', async () => {
    const visitor = await browser.newPage()
    await visitor.goto(`/project/${project.id}`)
    await expect(visitor.getByRole('img', { name: /^MRR over time: from \$90/ })).toBeVisible()
    await expect(
      visitor.getByRole('region', { name: 'Milestones' }).getByRole('link', { name: '$1k MRR' }),
    ).toBeVisible()
    await expect(visitor.getByRole('region', { name: /You reached/ })).toHaveCount(0)
    await visitor.close()
  })
})

for (const width of [390, 1280]) {
  test(`accepting a milestone offer at ${width} px posts it at once, its sentence written for the maker`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    await signUp(page)
    const project = await apiAs<Project>(page, 'POST', '/api/projects', {
      name: `Tally${randomBytes(3).toString('hex')}`,
      tagline: 'Counting what counts',
      userCount: 900,
    })
    await page.goto(`/project/${project.id}/edit`)
    await page.getByLabel('User count').fill('1100')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page
      .getByRole('region', { name: 'You reached 1,000 users' })
      .getByRole('button', { name: 'Post milestone' })
      .click()
    await expect(page.getByLabel('What changed?')).toHaveValue('We reached 1,000 users!')
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/milestone-composer-${width}.png` })
    }
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(toast(page, 'Update posted')).toBeVisible()
    const updates = page.getByRole('tabpanel', { name: 'Updates' })
    const update = updates.getByRole('article').filter({ hasText: 'We reached 1,000 users!' })
    await expect(update).toBeVisible()
    await expect(update.getByText('1,000 users', { exact: true })).toBeVisible()
    // The next update starts empty.
    await page.getByRole('button', { name: 'Post update' }).click()
    await expect(page.getByLabel('What changed?')).toHaveValue('')
  })
}
