import { expect, signUp, test, toast } from './fixtures'
import { createPostViaApi, uniqueText } from './posts-helpers'

// Issue 19 §3: a member deletes their own comment; the reply under it stays, under
// "comment deleted", and the post counts one comment less.
test('deleting a comment with a reply leaves "comment deleted" with the reply under it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signUp(page)
  const post = await createPostViaApi(page.request, baseURL!, uniqueText('Delete a comment'))
  const mine = await page.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: 'A comment I regret' },
    headers: { origin: baseURL! },
  })
  expect(mine.status()).toBe(201)
  const { id: commentId } = await mine.json()

  // Someone else answers it.
  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  await signUp(otherPage)
  const reply = await otherPage.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: 'A reply that stays', parentId: commentId },
    headers: { origin: baseURL! },
  })
  expect(reply.status()).toBe(201)
  await otherContext.close()

  await page.goto(`/post/${post.id}`)
  const thread = page.getByRole('region', { name: 'Comments' })
  await expect(thread.getByText('A reply that stays')).toBeVisible()
  const commentButton = page.getByRole('button', { name: 'Comment', exact: true }).first()
  await expect(commentButton).toHaveText('2')

  // Only my comment's menu offers deleting; the reply's offers reporting.
  const mineItem = thread.getByRole('listitem').filter({ hasText: 'A comment I regret' }).first()
  await mineItem.getByRole('button', { name: 'Comment options' }).first().click()
  await page.getByRole('menuitem', { name: 'Delete comment' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Delete this comment?')

  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(thread.getByText('A comment I regret')).toBeVisible()

  await mineItem.getByRole('button', { name: 'Comment options' }).first().click()
  await page.getByRole('menuitem', { name: 'Delete comment' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Comment deleted')).toBeVisible()
  await expect(thread.getByText('A comment I regret')).toHaveCount(0)
  await expect(thread.getByText('comment deleted', { exact: true })).toBeVisible()
  // The reply sits inside the tombstone's list item.
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'comment deleted' }).first(),
  ).toContainText('A reply that stays')
  await expect(commentButton).toHaveText('1')

  // After a reload, as the server tells it.
  await page.reload()
  await expect(thread.getByText('comment deleted', { exact: true })).toBeVisible()
  await expect(thread.getByText('A reply that stays')).toBeVisible()
  await expect(thread.getByText('A comment I regret')).toHaveCount(0)
  await expect(commentButton).toHaveText('1')

  for (const width of [390, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme: scheme })
      await thread.scrollIntoViewIfNeeded()
      // Long names truncate: the thread never pushes the page sideways on a phone.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width)
      await page.screenshot({ path: testInfo.outputPath(`tombstone-${width}-${scheme}.png`) })
    }
  }
})
