import type { Post } from '@common/posts'
import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'
import { apiAs, memberInNewContext } from './moderation-fixtures'

// Issue 20 §4, decision 032: likes of one post and follows of a day are one item.
test.describe.configure({ timeout: 120_000 })

const badge = (count: number) => `Notifications, ${count} unread`

/** Holds the screen's automatic read-all back, so unread items stay unread for the test. */
async function holdReadAll(page: Page) {
  await page.route('**/api/notifications/read-all', () => {})
}

test('likes and follows group, open the list of everyone, follow back, filter, update live', async ({
  page,
  browser,
}, testInfo) => {
  const ada = await signUp(page)
  const post = await apiAs<Post>(page, 'POST', '/api/posts', { content: 'Shipped the beta' })
  const fans = [
    await memberInNewContext(browser),
    await memberInNewContext(browser),
    await memberInNewContext(browser),
  ]
  for (const fan of fans) {
    await apiAs(fan.page, 'PUT', `/api/posts/${post.id}/like`)
    await apiAs(fan.page, 'PUT', `/api/users/${ada.username}/follow`)
  }
  await apiAs(fans[0]!.page, 'POST', `/api/posts/${post.id}/comments`, {
    content: 'Congrats on the beta, the onboarding is lovely',
  })
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  // Three items: the likes, the follows and the comment; the badge counts items.
  await expect(nav.getByRole('link', { name: badge(3) })).toBeVisible()

  await holdReadAll(page)
  await page.goto('/notifications')
  const list = page.getByRole('list', { name: 'Notifications' })
  const items = list.getByRole('listitem')
  await expect(items).toHaveCount(3)
  const [first, second, third] = fans.map((fan) => fan.user.username)
  const likes = items.filter({ hasText: 'liked your post' })
  await expect(likes).toContainText(`${third} and 2 others liked your post`)
  await expect(likes.getByRole('img', { name: 'Like' })).toBeVisible()
  const follows = items.filter({ hasText: 'followed you' })
  await expect(follows).toContainText(`${third} and 2 others followed you`)
  const comment = items.filter({ hasText: 'commented on your post' })
  await expect(comment).toContainText(`@${first}`)
  await expect(comment).toContainText('Congrats on the beta, the onboarding is lovely')
  await expect(list.getByText('Unread', { exact: true })).toHaveCount(3)

  // The list of everyone who followed, with Follow back for each.
  await follows.getByRole('button', { name: 'See all 3 people' }).click()
  const dialog = page.getByRole('dialog', { name: 'Followed by' })
  const people = dialog.getByRole('listitem')
  await expect(people).toHaveCount(3)
  await expect(people.first()).toContainText(`@${third}`)
  await expect(people.nth(2)).toContainText(`@${first}`)
  await people
    .filter({ hasText: `@${second}` })
    .getByRole('button', { name: `Follow back @${second}` })
    .click()
  await expect(
    people.filter({ hasText: `@${second}` }).getByRole('button', { name: `Following @${second}` }),
  ).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // A like from someone new updates the like item in place, live.
  const late = await memberInNewContext(browser)
  await apiAs(late.page, 'PUT', `/api/posts/${post.id}/like`)
  await expect(likes).toContainText(`${late.user.username} and 3 others liked your post`)
  await expect(items).toHaveCount(3)

  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme })
      await expect(items).toHaveCount(3)
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width)
      await page.screenshot({
        path: testInfo.outputPath(`notifications-${width}-${colorScheme}.png`),
      })
    }
  }
  expect(await seriousViolations(page)).toEqual([])

  // Mentions: only what quotes the member.
  await page.getByRole('tab', { name: 'Mentions' }).click()
  await expect(page).toHaveURL(/\/notifications\?filter=mentions$/)
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText('commented on your post')
  await page.getByRole('tab', { name: 'All' }).click()
  await expect(items).toHaveCount(3)
})

test('a single follow offers Follow back; opening the list marks items read', async ({
  page,
  browser,
}) => {
  const ada = await signUp(page)
  const bob = await memberInNewContext(browser)
  await apiAs(bob.page, 'PUT', `/api/users/${ada.username}/follow`)
  await page.goto('/notifications')
  const item = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: `@${bob.user.username} started following you` })
  await item.getByRole('button', { name: `Follow back @${bob.user.username}` }).click()
  await expect(item.getByRole('button', { name: `Following @${bob.user.username}` })).toBeDisabled()
  // The automatic read (500 ms) clears the badge.
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
  await expect(item.getByText('Unread', { exact: true })).toHaveCount(0)

  await page.goto(`/${bob.user.username}`)
  await expect(page.getByRole('main').getByRole('button', { name: 'Unfollow' })).toBeVisible()
})
