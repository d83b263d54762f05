import { randomBytes } from 'node:crypto'
import type { Post } from '@common/posts'
import type { Page } from '@playwright/test'
import { expect, signUp, test, toast } from './fixtures'
import { apiAs, grantModerator, memberInNewContext } from './moderation-fixtures'

test.describe.configure({ timeout: 240_000 })

/** Reloads the feed and waits until it has loaded (the control post is always there). */
async function openFeed(page: Page, controlText: string) {
  await page.goto('/feed')
  await expect(page.getByText(controlText)).toBeVisible()
}

async function reportThroughMenu(page: Page, post: Post) {
  await page.goto(`/post/${post.id}`)
  await page.getByRole('button', { name: 'Post options' }).click()
  await page.getByRole('menuitem', { name: 'Report post' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this post?' })
  await dialog.getByRole('radio', { name: 'Spam' }).check()
  await dialog.getByRole('button', { name: 'Report post' }).click()
  await expect(toast(page, 'Reported')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  // The post is now hidden from its reporter: its page is left for the feed.
  await expect(page).toHaveURL(/\/feed$/)
}

test('two reports hide a post for everyone until a moderator dismisses them', async ({
  page,
  browser,
}) => {
  const tag = randomBytes(3).toString('hex')
  const author = await signUp(page)
  const reported = await apiAs<Post>(page, 'POST', '/api/posts', {
    content: `Buy cheap followers ${tag}`,
  })
  const control = `Control post ${tag}`
  await apiAs(page, 'POST', '/api/posts', { content: control })

  const third = await memberInNewContext(browser)
  await openFeed(third.page, control)
  await expect(third.page.getByText(reported.content)).toBeVisible()

  // The first report hides the post for its reporter only.
  const first = await memberInNewContext(browser)
  await reportThroughMenu(first.page, reported)
  await openFeed(first.page, control)
  await expect(first.page.getByText(reported.content)).toHaveCount(0)
  await openFeed(third.page, control)
  await expect(third.page.getByText(reported.content)).toBeVisible()

  // The second hides it for everyone.
  const second = await memberInNewContext(browser)
  await reportThroughMenu(second.page, reported)
  await openFeed(third.page, control)
  await expect(third.page.getByText(reported.content)).toHaveCount(0)

  // A moderator reviews the queue and dismisses the reports.
  const moderator = await memberInNewContext(browser)
  await grantModerator(moderator.user.username)
  await moderator.page.goto('/moderation')
  await expect(moderator.page.getByRole('heading', { name: 'Moderation' })).toBeVisible()
  await expect(moderator.page.getByRole('tab', { name: 'Open reports' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const item = moderator.page.getByRole('article').filter({ hasText: reported.content })
  await expect(item).toContainText('2 reports')
  await expect(item.getByRole('list', { name: 'Reasons' })).toHaveText('Spam ×2')
  await expect(item).toContainText(`@${first.user.username}`)
  await expect(item).toContainText(`@${second.user.username}`)
  await expect(item).toContainText(`@${author.username}`)
  await expect(item.getByRole('link', { name: 'View post' })).toHaveAttribute(
    'href',
    `/post/${reported.id}`,
  )
  await expect(item.getByRole('button', { name: 'Remove content' })).toBeVisible()
  await expect(item.getByRole('button', { name: 'Ban author' })).toBeVisible()

  // Removal asks first; cancelling leaves the item alone.
  await item.getByRole('button', { name: 'Remove content' }).click()
  const confirm = moderator.page.getByRole('alertdialog', { name: 'Remove this content?' })
  await expect(confirm).toContainText('This cannot be undone.')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)

  await item.getByRole('button', { name: 'Dismiss reports' }).click()
  await expect(toast(moderator.page, 'Reports dismissed')).toBeVisible()
  await expect(item).toHaveCount(0)

  await moderator.page.getByRole('tab', { name: 'History' }).click()
  await expect(moderator.page).toHaveURL(/[?&]tab=history$/)
  const history = moderator.page.getByRole('list', { name: 'History' })
  await expect(history.getByRole('listitem').first()).toContainText(
    `Dismissed 2 reports on a post by @${author.username}`,
  )
  await expect(history.getByRole('listitem').first()).toContainText(
    `by @${moderator.user.username}`,
  )

  await openFeed(third.page, control)
  await expect(third.page.getByText(reported.content)).toBeVisible()
})

test('members cannot open the moderation screen', async ({ page }) => {
  await signUp(page)
  await page.goto('/moderation')
  await expect(page).toHaveURL(/\/404$/)
})
