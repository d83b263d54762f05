import { expect, signUp, test, toast } from './fixtures'
import { createPostViaUi, pngFile, postCard, uniqueText } from './posts-helpers'

test('the author edits a post and its alt text; anyone opens its earlier versions', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page)
  const original = uniqueText('Shipping the beta')
  await createPostViaUi(page, original, [await pngFile('beta.png', '#3366cc')])
  const card = postCard(page, original)
  await expect(card.getByRole('button', { name: /Edited/ })).toHaveCount(0)

  await card.getByRole('button', { name: 'Post options' }).click()
  await page.getByRole('menuitem', { name: 'Edit post' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit post' })
  await expect(dialog.getByLabel('Post text')).toHaveValue(original)

  // A text-only rule shown in place: nothing is saved.
  await dialog.getByLabel('Post text').fill('x'.repeat(5001))
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()

  const edited = uniqueText('Shipping the beta, with dark mode')
  await dialog.getByLabel('Post text').fill(edited)
  await dialog.getByLabel('Alt text of image 1').fill('The beta dashboard in dark mode')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Post updated')).toBeVisible()
  await expect(dialog).toBeHidden()

  const editedCard = postCard(page, edited)
  await expect(editedCard).toBeVisible()
  await expect(
    editedCard.getByRole('img', { name: 'The beta dashboard in dark mode' }),
  ).toBeVisible()
  const mark = editedCard.getByRole('button', { name: /^Edited .*Show edit history$/ })
  await expect(mark).toHaveText('edited')

  // Another browser, signed out: the post and its history are as public as the post.
  const postUrl = await editedCard.locator('a[href^="/post/"]').first().getAttribute('href')
  const visitor = await browser.newPage({ baseURL })
  await visitor.goto(postUrl!)
  await postCard(visitor, edited)
    .getByRole('button', { name: /Show edit history/ })
    .click()
  const history = visitor.getByRole('dialog', { name: 'Edit history' })
  const versions = history.getByRole('list', { name: 'Edit history' }).locator(':scope > li')
  await expect(versions).toHaveCount(2)
  await expect(versions.nth(0)).toContainText('Current')
  await expect(versions.nth(0)).toContainText(edited)
  await expect(versions.nth(0)).toContainText('The beta dashboard in dark mode')
  await expect(versions.nth(1)).toContainText('Original')
  await expect(versions.nth(1)).toContainText(original)
  await visitor.close()
})
