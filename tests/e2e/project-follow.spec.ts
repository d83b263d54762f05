import { randomBytes } from 'node:crypto'
import type { Project } from '@common/projects'
import { expect, signUp, test, toast } from './fixtures'
import { apiAs, memberInNewContext } from './moderation-fixtures'

const badge = (count: number) => `Notifications, ${count} unread`

test('a member follows a project, hears of its update live and reads it in Following; the owner sees who follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  await signUp(page)
  const project = await apiAs<Project>(page, 'POST', '/api/projects', {
    name: `Beacon${randomBytes(3).toString('hex')}`,
    tagline: 'Status pages that explain themselves',
  })
  const { page: fanPage, user: fan } = await memberInNewContext(browser)

  await test.step('the member follows; the count follows', async () => {
    await fanPage.goto(`/project/${project.id}`)
    await expect(fanPage.getByText('0 followers')).toBeVisible()
    await fanPage.getByRole('button', { name: 'Follow', exact: true }).click()
    await expect(fanPage.getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(fanPage.getByText('1 follower', { exact: true })).toBeVisible()
  })

  await test.step('an update reaches the badge live, the notifications and the Following feed', async () => {
    const nav = fanPage.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
    await apiAs(page, 'POST', `/api/projects/${project.id}/updates`, {
      content: 'Incident timelines shipped',
    })
    await nav.getByRole('link', { name: badge(1) }).click()
    // The item names the project and quotes the update, at both widths.
    const item = fanPage.getByRole('listitem').filter({ hasText: 'Incident timelines shipped' })
    for (const width of [1280, 390]) {
      await fanPage.setViewportSize({ width, height: 800 })
      await expect(item.getByText(`posted an update to ${project.name}`)).toBeVisible()
      await expect(item.getByText('Incident timelines shipped', { exact: true })).toBeVisible()
      if (process.env.SHOTS_DIR) {
        await fanPage.screenshot({
          path: `${process.env.SHOTS_DIR}/project-update-notice-${width}.png`,
        })
      }
    }
    await fanPage.goto('/feed?tab=following')
    const card = fanPage.getByRole('article').filter({ hasText: 'Incident timelines shipped' })
    await expect(card.getByRole('link', { name: `Update: ${project.name}` })).toBeVisible()
  })

  await test.step('the owner opens the followers list', async () => {
    await page.goto(`/project/${project.id}`)
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: '1 follower' }).click()
    const dialog = page.getByRole('dialog', { name: 'Followers' })
    await expect(dialog.getByRole('link', { name: new RegExp(`@${fan.username}`) })).toBeVisible()
    if (process.env.SHOTS_DIR) {
      for (const width of [390, 1280]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.setViewportSize({ width, height: 800 })
          await page.emulateMedia({ colorScheme })
          await page.screenshot({
            path: `${process.env.SHOTS_DIR}/project-followers-${width}-${colorScheme}.png`,
          })
        }
      }
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })

  await test.step('unfollowing, and a visitor is sent to sign up', async () => {
    await fanPage.goto(`/project/${project.id}`)
    await fanPage.getByRole('button', { name: 'Following' }).click()
    await expect(fanPage.getByText('0 followers')).toBeVisible()
    const visitor = await browser.newPage()
    await visitor.goto(`/project/${project.id}`)
    await visitor.getByRole('button', { name: 'Follow', exact: true }).click()
    await expect(toast(visitor, 'Sign up to follow projects')).toBeVisible()
    await expect(visitor).toHaveURL(/\/signup$/)
    await visitor.close()
  })
})
