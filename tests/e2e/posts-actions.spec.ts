import { expect, signUp, test, toast } from './fixtures'
import { createPostViaApi, postCard, uniqueText } from './posts-helpers'

test('like and unlike update the count at once and persist', async ({ page, baseURL }) => {
  await signUp(page)
  const content = uniqueText('Like me')
  await createPostViaApi(page.request, baseURL!, content)
  await page.goto('/feed')

  const like = postCard(page, content).getByRole('button', { name: 'Like', exact: true })
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(like).toHaveText('0')
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toHaveText('1')

  await page.reload()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toHaveText('1')
  await like.click()
  await expect(like).toHaveText('0')
  await page.reload()
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(like).toHaveText('0')
})

test('a like that fails on the server rolls back', async ({ page, baseURL }) => {
  await signUp(page)
  const content = uniqueText('Flaky like')
  await createPostViaApi(page.request, baseURL!, content)
  await page.goto('/feed')
  await page.route('**/api/posts/*/like', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
  )

  const like = postCard(page, content).getByRole('button', { name: 'Like', exact: true })
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(like).toHaveText('0')
})

test('saving a post persists', async ({ page, baseURL }) => {
  await signUp(page)
  const content = uniqueText('Save me')
  await createPostViaApi(page.request, baseURL!, content)
  await page.goto('/feed')

  const save = postCard(page, content).getByRole('button', { name: 'Save', exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'false')
})

test('share copies the post link', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signUp(page)
  const content = uniqueText('Share me')
  const post = await createPostViaApi(page.request, baseURL!, content)
  await page.goto('/feed')

  await postCard(page, content).getByRole('button', { name: 'Share' }).click()
  await expect(toast(page, 'Link copied')).toContainText('Post link copied to clipboard')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/post/${post.id}`,
  )
})

test('the author deletes a post after confirming', async ({ page, baseURL }) => {
  await signUp(page)
  const content = uniqueText('Delete me')
  await createPostViaApi(page.request, baseURL!, content)
  await page.goto('/feed')
  const card = postCard(page, content)

  await card.getByRole('button', { name: 'Post options' }).click()
  await page.getByRole('menuitem', { name: 'Delete post' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete post?' })
  await expect(dialog).toContainText(
    'This action cannot be undone. This will permanently delete your post.',
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(card).toBeVisible()

  await card.getByRole('button', { name: 'Post options' }).click()
  await page.getByRole('menuitem', { name: 'Delete post' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Post deleted')).toContainText('Your post has been deleted')
  await expect(card).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(card).toHaveCount(0)
})

test('others see Report on a post, not Delete, and reporting hides it', async ({
  page,
  browser,
  baseURL,
}) => {
  const authorContext = await browser.newContext()
  const authorPage = await authorContext.newPage()
  await signUp(authorPage)
  const content = uniqueText('Report me')
  await createPostViaApi(authorPage.request, baseURL!, content)
  await authorContext.close()

  await signUp(page)
  const card = postCard(page, content)
  await card.getByRole('button', { name: 'Post options' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete post' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Report post' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this post?' })
  await expect(dialog.getByRole('button', { name: 'Report post' })).toBeDisabled()
  await dialog.getByRole('radio', { name: 'Harassment or hate' }).check()
  await dialog.getByRole('button', { name: 'Report post' }).click()
  await expect(toast(page, 'Reported')).toBeVisible()
  await expect(card).toHaveCount(0)
})

test('a missing post says so', async ({ page }) => {
  await signUp(page)
  await page.goto('/post/00000000-0000-4000-8000-000000000000')
  await expect(page.getByText('Post not found')).toBeVisible()
})
