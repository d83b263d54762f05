import { expect, signUp, test, toast } from './fixtures'
import { createPostViaApi, uniqueText } from './posts-helpers'

// Issue 19 §3, decision 039: a member edits their own comment; "edited" opens its history.
test('the author edits a comment, marked "edited" with its history; others see no Edit', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signUp(page)
  const post = await createPostViaApi(page.request, baseURL!, uniqueText('Edit a comment'))
  const original = uniqueText('Congrats on teh launch')
  const created = await page.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: original },
    headers: { origin: baseURL! },
  })
  expect(created.status()).toBe(201)

  await page.goto(`/post/${post.id}`)
  const thread = page.getByRole('region', { name: 'Comments' })
  const item = thread.getByRole('listitem').filter({ hasText: 'Congrats on' }).first()
  await expect(item.getByRole('button', { name: /Show edit history/ })).toHaveCount(0)

  await item.getByRole('button', { name: 'Comment options' }).first().click()
  await page.getByRole('menuitem', { name: 'Edit comment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit comment' })
  const text = dialog.getByLabel('Comment text')
  await expect(text).toHaveValue(original)

  // The length rule of a new comment, shown in place: nothing is saved.
  await text.fill('x'.repeat(2001))
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()

  const edited = uniqueText('Congrats on the launch')
  await text.fill(edited)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Comment updated')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(thread.getByText(edited)).toBeVisible()
  await expect(thread.getByText(original)).toHaveCount(0)

  const mark = item.getByRole('button', { name: /^Edited .*Show edit history$/ })
  await expect(mark).toHaveText('edited')
  await mark.click()
  const history = page.getByRole('dialog', { name: 'Edit history' })
  const versions = history.getByRole('list', { name: 'Edit history' }).locator(':scope > li')
  await expect(versions).toHaveCount(2)
  await expect(versions.nth(0)).toContainText('Current')
  await expect(versions.nth(0)).toContainText(edited)
  await expect(versions.nth(1)).toContainText('Original')
  await expect(versions.nth(1)).toContainText(original)

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: testInfo.outputPath(`comment-history-${width}.png`) })
  }
  await page.keyboard.press('Escape')
  await expect(history).toBeHidden()

  // After a reload, as the server tells it.
  await page.reload()
  await expect(thread.getByText(edited)).toBeVisible()
  await expect(item.getByRole('button', { name: /Show edit history/ })).toBeVisible()

  // Another member sees "edited" and the history, but no Edit in the comment's menu.
  const otherContext = await browser.newContext({ baseURL })
  const other = await otherContext.newPage()
  await signUp(other)
  await other.goto(`/post/${post.id}`)
  const theirItem = other
    .getByRole('region', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: edited })
    .first()
  await expect(theirItem.getByRole('button', { name: /Show edit history/ })).toBeVisible()
  await theirItem.getByRole('button', { name: 'Comment options' }).first().click()
  await expect(other.getByRole('menuitem', { name: 'Report comment' })).toBeVisible()
  await expect(other.getByRole('menuitem', { name: 'Edit comment' })).toHaveCount(0)
  await expect(other.getByRole('menuitem', { name: 'Delete comment' })).toHaveCount(0)
  await otherContext.close()
})
