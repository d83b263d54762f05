import { expect, signUp, test } from './fixtures'
import { createProjectAs, openLaunchToday, scheduleLaunchAs } from './launch-fixtures'
import { apiAs, memberInNewContext } from './moderation-fixtures'

// Issue 32: a maker hears their launch is live when the server's launch-day pass opens it, and
// its upvotes as one grouped item; each opens the launch page.
test.describe.configure({ timeout: 120_000 })

test('a maker hears the launch is live and its upvotes, grouped, and opens the launch', async ({
  page,
  browser,
}, testInfo) => {
  await signUp(page)
  const name = `Kite${Date.now().toString(36)}`
  const projectId = await createProjectAs(page, name)
  const launch = await scheduleLaunchAs(page, projectId)
  await openLaunchToday(page, launch.id)
  const fans = [await memberInNewContext(browser), await memberInNewContext(browser)]
  for (const fan of fans) await apiAs(fan.page, 'PUT', `/api/launches/${launch.id}/vote`)

  await page.route('**/api/notifications/read-all', () => {})
  await page.goto('/notifications')
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')
  const live = items.filter({ hasText: `Your launch of ${name} is live` })
  await expect(live).toBeVisible()
  await expect(live.getByRole('img', { name: 'Launch' })).toBeVisible()
  const upvotes = items.filter({ hasText: `upvoted your launch of ${name}` })
  await expect(upvotes).toContainText(
    `${fans[1]!.user.username} and 1 other upvoted your launch of ${name}`,
  )
  await expect(upvotes.getByRole('img', { name: 'Upvote' })).toBeVisible()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: testInfo.outputPath(`notifications-${width}.png`) })
  }

  await upvotes.getByRole('link', { name: /upvoted your launch/ }).click()
  await expect(page).toHaveURL(new RegExp(`/launch/${launch.id}$`))
})
