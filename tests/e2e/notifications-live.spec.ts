import type { Post } from '@common/posts'
import { expect, signUp, test } from './fixtures'
import { apiAs, memberInNewContext } from './moderation-fixtures'

test.describe.configure({ timeout: 60_000 })

const badge = (count: number) => `Notifications, ${count} unread`

test('a member sees follows, likes, comments and mentions arrive live, then read', async ({
  page,
  browser,
}) => {
  const ada = await signUp(page)
  const post = await apiAs<Post>(page, 'POST', '/api/posts', { content: 'Launch day for my app' })
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()

  // Bob acts in his own browser while Ada's feed stays open.
  const { page: bobPage, user: bob } = await memberInNewContext(browser)
  await bobPage.goto(`/${ada.username}`)
  await bobPage.getByRole('main').getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(nav.getByRole('link', { name: badge(1) })).toBeVisible()

  await bobPage.goto(`/post/${post.id}`)
  await bobPage.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(nav.getByRole('link', { name: badge(2) })).toBeVisible()

  const commentForm = bobPage.locator('form').filter({ has: bobPage.getByLabel('Add a comment') })
  await commentForm.getByLabel('Add a comment').fill('Congratulations!')
  await commentForm.getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(nav.getByRole('link', { name: badge(3) })).toBeVisible()

  await bobPage.goto('/create-post')
  await bobPage.getByLabel('What are you building?').fill(`Great work @${ada.username} `)
  await bobPage.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(bobPage).toHaveURL(/\/feed$/)
  await expect(nav.getByRole('link', { name: badge(4) })).toBeVisible()
  await expect(nav.getByText('4', { exact: true })).toBeVisible()

  // Hold the automatic read-all back until the unread state has been seen.
  let releaseReadAll = () => {}
  const readAllHeld = new Promise<void>((resolve) => {
    releaseReadAll = resolve
  })
  await page.route('**/api/notifications/read-all', async (route) => {
    await readAllHeld
    await route.continue()
  })

  await nav.getByRole('link', { name: badge(4) }).click()
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Notifications' })
  const item = (sentence: string) =>
    list.getByRole('listitem').filter({ hasText: `@${bob.username} ${sentence}` })
  for (const sentence of [
    'started following you',
    'liked your post',
    'commented on your post',
    'mentioned you in a post',
  ]) {
    await expect(item(sentence)).toHaveCount(1)
    await expect(item(sentence)).toContainText(/\d+m/)
  }
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await expect(list.getByText('Unread', { exact: true })).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeVisible()

  releaseReadAll()
  await expect(list.getByText('Unread', { exact: true })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark all read' })).toHaveCount(0)
  await expect(list.getByRole('listitem')).toHaveCount(4)
})

test('opening a notification marks it read and goes to its target', async ({ page, browser }) => {
  const ada = await signUp(page)
  const { page: bobPage, user: bob } = await memberInNewContext(browser)
  await apiAs(bobPage, 'PUT', `/api/users/${ada.username}/follow`)

  // Without the automatic read-all, only opening the item can mark it read.
  await page.route('**/api/notifications/read-all', (route) => route.abort())
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.getByRole('link', { name: badge(1) }).click()
  const followed = page
    .getByRole('listitem')
    .filter({ hasText: `@${bob.username} started following you` })
  await expect(followed.getByText('Unread', { exact: true })).toHaveCount(1)
  await followed.getByRole('link', { name: /started following you/ }).click()

  await expect(page).toHaveURL(new RegExp(`/${bob.username}$`))
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
  await page.goBack()
  await expect(followed.getByText('Unread', { exact: true })).toHaveCount(0)
})

test('no notifications yet shows the empty state', async ({ page }) => {
  await signUp(page)
  await page.goto('/notifications')
  await expect(page.getByText('No notifications yet')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark all read' })).toHaveCount(0)
})
