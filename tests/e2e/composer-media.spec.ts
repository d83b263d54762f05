import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { expect, signUp, test, toast } from './fixtures'
import { createPostViaApi, pngFile, postCard, uniqueText } from './posts-helpers'

type TestFile = Awaited<ReturnType<typeof pngFile>>

/** A DataTransfer in the page holding these files, as a paste or a drop from the desktop has. */
function filesTransfer(page: Page, files: TestFile[]) {
  return page.evaluateHandle(
    (sent) => {
      const transfer = new DataTransfer()
      for (const file of sent) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }))
      }
      return transfer
    },
    files.map((file) => ({ ...file, buffer: undefined, base64: file.buffer.toString('base64') })),
  )
}

async function paste(page: Page, target: Locator, files: TestFile[]) {
  const transfer = await filesTransfer(page, files)
  await target.evaluate((element, clipboardData) => {
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    )
  }, transfer)
}

/** The preview's rendered width over its height. */
async function previewRatio(preview: Locator) {
  const box = await preview.boundingBox()
  if (!box) throw new Error('the preview is not rendered')
  return box.width / box.height
}

const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') }

test('paste and drop add images at their own shape, and # suggests tags by keyboard', async ({
  page,
  baseURL,
}) => {
  await signUp(page)
  // Two tags under one prefix: the one used last comes first.
  const prefix = `mk${randomBytes(3).toString('hex')}`
  await createPostViaApi(page.request, baseURL!, `Older #${prefix}alpha`)
  await createPostViaApi(page.request, baseURL!, `Newer #${prefix}beta`)

  await page.goto('/create-post')
  const text = page.getByLabel('What are you building?')
  const content = uniqueText('Pasted and dropped')
  await text.fill(content)
  const chosen = page.getByRole('list', { name: 'Images to post' }).getByRole('listitem')

  await paste(page, text, [await pngFile('wide.png', '#2563eb', 1200, 400)])
  await expect(chosen).toHaveCount(1)
  // Shown at 3:1 as it will be posted, not cropped square.
  expect(await previewRatio(chosen.first().locator('img'))).toBeCloseTo(3, 1)

  const form = page.locator('form').filter({ has: text })
  const drop = await filesTransfer(page, [await pngFile('tall.png', '#16a34a', 300, 600), textFile])
  await form.dispatchEvent('dragenter', { dataTransfer: drop })
  await expect(page.getByText('Drop images to add them')).toBeVisible()
  await form.dispatchEvent('dragover', { dataTransfer: drop })
  await form.dispatchEvent('drop', { dataTransfer: drop })
  await expect(page.getByText('Drop images to add them')).toHaveCount(0)
  // The picker's own message for what is not an image; the image beside it is still added.
  await expect(toast(page, 'Only image files are allowed')).toBeVisible()
  await expect(chosen).toHaveCount(2)
  const tall = chosen.nth(1).locator('img')
  expect(await previewRatio(tall)).toBeCloseTo(0.5, 1)
  expect((await tall.boundingBox())?.height).toBeLessThanOrEqual(16 * 16 + 1)
  // The wide one keeps its shape beside it in the two columns.
  expect(await previewRatio(chosen.first().locator('img'))).toBeCloseTo(3, 1)

  // Past the limit of 4, a paste says so as the picker does.
  const more = ['#111111', '#222222', '#333333'].map((color, i) => pngFile(`${i}.png`, color))
  await paste(page, text, await Promise.all(more))
  await expect(toast(page, 'You can upload up to 4 images per post')).toBeVisible()
  await expect(chosen).toHaveCount(4)
  await page.getByRole('button', { name: 'Remove image 4' }).click()
  await page.getByRole('button', { name: 'Remove image 3' }).click()
  await expect(chosen).toHaveCount(2)

  await text.press('End')
  await text.pressSequentially(` #${prefix}`)
  const suggestions = page.getByRole('listbox', { name: 'Hashtag suggestions' })
  const options = suggestions.getByRole('option')
  await expect(options).toHaveCount(2)
  await expect(options.first()).toContainText(`#${prefix}beta`)
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(text).toHaveAttribute('aria-activedescendant', /.+/)
  await text.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await text.press('Enter')
  await expect(suggestions).toHaveCount(0)
  await expect(text).toHaveValue(`${content} #${prefix}alpha `)

  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page).toHaveURL(/\/feed$/)
  const card = postCard(page, content)
  await expect(card.locator('button img')).toHaveCount(2)
  await expect(card.getByRole('link', { name: `#${prefix}alpha` })).toBeVisible()
})

test("the feed's compact composer takes pasted images too, at 1280 and 390 px", async ({
  page,
}, testInfo) => {
  await signUp(page)
  await page.getByRole('button', { name: 'What are you building?' }).click()
  const text = page.getByLabel('What are you building?')
  await expect(text).toBeFocused()
  await text.fill('A wide screenshot of the dashboard')
  await paste(page, text, [await pngFile('wide.png', '#7c3aed', 1600, 500)])
  const preview = page.getByRole('list', { name: 'Images to post' }).locator('img')
  await expect(preview).toHaveCount(1)
  expect(await previewRatio(preview)).toBeCloseTo(3.2, 1)
  await page.screenshot({ path: testInfo.outputPath('compact-composer-1280.png') })

  // A second tab, so the unsent text above does not hold this one on the feed.
  const phone = await page.context().newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  await phone.goto('/create-post')
  const phoneText = phone.getByLabel('What are you building?')
  await paste(phone, phoneText, [await pngFile('wide.png', '#7c3aed', 1600, 500)])
  const phonePreview = phone.getByRole('list', { name: 'Images to post' }).locator('img')
  await expect(phonePreview).toHaveCount(1)
  expect(await previewRatio(phonePreview)).toBeCloseTo(3.2, 1)
  await phone.screenshot({ path: testInfo.outputPath('composer-390.png'), fullPage: true })
})
