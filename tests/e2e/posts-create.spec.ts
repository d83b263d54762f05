import { expect, signUp, test, toast } from './fixtures'
import { pngFile, postCard, uniqueText } from './posts-helpers'

test('a member posts text with two images and sees it first in the feed', async ({ page }) => {
  const author = await signUp(page)
  const content = uniqueText('Two screenshots of the new dashboard')

  // An empty feed offers a second Create post link beside the floating one: either will do.
  await page.getByRole('link', { name: 'Create post' }).first().click()
  await expect(page).toHaveURL(/\/create-post$/)
  await page.getByLabel('What are you building?').fill(content)
  await page
    .locator('#post-images')
    .setInputFiles([await pngFile('one.png', '#2563eb'), await pngFile('two.png', '#16a34a')])
  await expect(
    page.getByRole('list', { name: 'Images to post' }).getByRole('listitem'),
  ).toHaveCount(2)
  await page.getByLabel('Alt text for image 1').fill('Blue dashboard')
  await page.getByRole('button', { name: 'Post', exact: true }).click()

  await expect(toast(page, 'Post created')).toBeVisible()
  await expect(page).toHaveURL(/\/feed$/)
  const card = postCard(page, content)
  await expect(card).toBeVisible()
  await expect(page.getByRole('article').first()).toContainText(content)
  await expect(card.getByRole('link', { name: `@${author.username}` })).toBeVisible()
  await expect(card.getByRole('img', { name: 'Blue dashboard' })).toBeVisible()
  const images = card.locator('button img')
  await expect(images).toHaveCount(2)
  for (const image of await images.all()) {
    await expect(image).toHaveJSProperty('complete', true)
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  }
})

test('Post waits for a picked image still being read, so the post never goes without it', async ({
  page,
}) => {
  // Reading a large photo takes a while on a slow phone: hold every decode until released.
  await page.addInitScript(() => {
    const decode = HTMLImageElement.prototype.decode
    const held = new Promise<void>((resolve) => {
      ;(window as unknown as { releaseDecode: () => void }).releaseDecode = resolve
    })
    HTMLImageElement.prototype.decode = async function heldDecode() {
      await held
      return decode.call(this)
    }
  })
  await signUp(page)
  const content = uniqueText('A photo picked in a hurry')
  await page.goto('/create-post')
  await page.getByLabel('What are you building?').fill(content)
  await page.locator('#post-images').setInputFiles([await pngFile('hurry.png', '#ea580c')])

  const post = page.getByRole('button', { name: 'Post', exact: true })
  await expect(post).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Schedule' })).toBeDisabled()
  await page.evaluate(() => (window as unknown as { releaseDecode: () => void }).releaseDecode())
  await expect(
    page.getByRole('list', { name: 'Images to post' }).getByRole('listitem'),
  ).toHaveCount(1)
  await expect(post).toBeEnabled()
  await post.click()

  await expect(page).toHaveURL(/\/feed$/)
  await expect(postCard(page, content).locator('button img')).toHaveCount(1)
})

test('the composer checks content and image count before sending', async ({ page }) => {
  await signUp(page)
  await page.goto('/create-post')

  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(toast(page, 'Please add some content or images')).toBeVisible()
  await expect(page).toHaveURL(/\/create-post$/)

  const colors = ['#111111', '#222222', '#333333', '#444444', '#555555']
  const files = await Promise.all(colors.map((color, index) => pngFile(`${index}.png`, color)))
  await page.locator('#post-images').setInputFiles(files)
  await expect(toast(page, 'You can upload up to 4 images per post')).toBeVisible()
  const chosen = page.getByRole('list', { name: 'Images to post' }).getByRole('listitem')
  await expect(chosen).toHaveCount(4)

  await page.getByRole('button', { name: 'Remove image 2' }).click()
  await expect(chosen).toHaveCount(3)

  await page.locator('#post-images').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  })
  await expect(toast(page, 'Only image files are allowed')).toBeVisible()
  await expect(chosen).toHaveCount(3)
})

test('Back on the composer goes to the feed', async ({ page }) => {
  await signUp(page)
  await page.goto('/create-post')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/feed$/)
})

test('markup in a post is shown as text and never runs', async ({ page }) => {
  await signUp(page)
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  const marker = uniqueText('markup')
  const content = `${marker} <img src=x onerror=alert(1)> and <script>alert(1)</script>`

  await page.goto('/create-post')
  await page.getByLabel('What are you building?').fill(content)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page).toHaveURL(/\/feed$/)

  const card = postCard(page, marker)
  await expect(card).toContainText('<img src=x onerror=alert(1)>')
  await expect(card).toContainText('<script>alert(1)</script>')
  await expect(card.locator('img[src="x"]')).toHaveCount(0)
  await expect(card.locator('script')).toHaveCount(0)

  await card.getByRole('link', { name: /^\d+(m|h|d|mo)$/ }).click()
  await expect(page).toHaveURL(/\/post\//)
  // The URL changes before the post screen replaces the feed: wait for the screen itself.
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible()
  await expect(page.getByRole('article')).toContainText('<script>alert(1)</script>')
  // No element was made from the text anywhere on the page, so nothing could raise a dialog
  // (this replaces waiting a fixed time for one).
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await expect(page.locator('script:not([src])', { hasText: 'alert(1)' })).toHaveCount(0)
  expect(dialogs).toEqual([])
})
