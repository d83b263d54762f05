import { expect, signUp, test, toast } from './fixtures'
import { pngFile, uniqueText } from './posts-helpers'

const composer = (page: import('@playwright/test').Page) =>
  page.getByLabel('What are you building?')

test('unsent text is kept as a draft: leaving warns, and the composer offers it back', async ({
  page,
}) => {
  await signUp(page)
  await page.goto('/create-post')
  const content = uniqueText('Half-written launch notes')
  await composer(page).fill(content)
  await expect(page.getByText('Draft saved')).toBeVisible()

  await page.getByRole('button', { name: 'Back' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Leave the composer?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Keep writing' }).click()
  await expect(page).toHaveURL(/\/create-post$/)
  await expect(composer(page)).toHaveValue(content)

  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/feed$/)

  await page.goto('/create-post')
  await expect(page.getByText('Continue your draft?')).toBeVisible()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/drafts-resume-${width}.png`, fullPage: true })
  }
  await page.getByRole('button', { name: 'Continue draft' }).click()
  await expect(composer(page)).toHaveValue(content)

  // The Drafts list is another screen: the unsent text asks first there too.
  await page.getByRole('link', { name: /Drafts/ }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/create-post\/drafts$/)
  await expect(page.getByText(content)).toBeVisible()
})

test('leaving keeps the picked images in the draft, with their alt text', async ({ page }) => {
  await signUp(page)
  await page.goto('/create-post')
  await composer(page).fill(uniqueText('Screenshots of the new pricing page'))
  await page.locator('#post-images').setInputFiles([await pngFile('pricing.png', '#2563eb')])
  await page.getByLabel('Alt text for image 1').fill('Pricing table')
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/feed$/)

  await page.goto('/create-post')
  await page.getByRole('button', { name: 'Continue draft' }).click()
  await expect(page.getByRole('img', { name: 'Pricing table' })).toBeVisible()
  await expect(page.getByLabel('Alt text for image 1')).toHaveCount(0)
})

test('a member schedules a post, sees it listed with its time, and cancels it', async ({
  page,
}) => {
  await signUp(page)
  await page.goto('/create-post')
  const content = uniqueText('Beta opens tomorrow #launch')
  await composer(page).fill(content)
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule post' })
  const field = dialog.getByLabel('Publish at')

  // A time in the past is refused with the spec's words.
  await field.fill('2020-01-01T09:00')
  await dialog.getByRole('button', { name: 'Schedule post' }).click()
  await expect(dialog.getByText('Pick a time in the future')).toBeVisible()

  const tomorrow = new Date(Date.now() + 26 * 3_600_000)
  const pad = (value: number) => String(value).padStart(2, '0')
  await field.fill(
    `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:30`,
  )
  await dialog.getByRole('button', { name: 'Schedule post' }).click()
  await expect(toast(page, 'Post scheduled')).toBeVisible()
  await expect(page).toHaveURL(/\/create-post\/drafts$/)
  const item = page.getByRole('listitem').filter({ hasText: content })
  await expect(item.getByText(/Scheduled for/)).toBeVisible()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/drafts-list-${width}.png`, fullPage: true })
  }

  await item.getByRole('button', { name: 'Cancel schedule' }).click()
  await expect(toast(page, 'Schedule cancelled: the post is a draft again')).toBeVisible()
  await expect(item.getByText(/Scheduled for/)).toHaveCount(0)
  await item.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(content)).toHaveCount(0)
})

test('the feed has a compact composer on desktop that expands on focus; phones do not', async ({
  page,
}) => {
  await signUp(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/feed')
  await page.getByRole('button', { name: 'What are you building?' }).click()
  const content = uniqueText('Posted from the feed')
  await expect(composer(page)).toBeFocused()
  await composer(page).fill(content)
  await page.screenshot({ path: 'test-results/feed-compact-composer-1280.png' })
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(toast(page, 'Post created')).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: content })).toBeVisible()
  await expect(page.getByRole('button', { name: 'What are you building?' })).toBeVisible()

  await page.setViewportSize({ width: 390, height: 900 })
  await expect(page.getByRole('button', { name: 'What are you building?' })).toBeHidden()
})
