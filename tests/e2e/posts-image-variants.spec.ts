import sharp from 'sharp'
import { expect, signUp, test } from './fixtures'
import { createPostViaUi, postCard, uniqueText } from './posts-helpers'

/** A 1600x1000 photo-like PNG: large enough to get a separate feed-sized variant. */
async function widePhoto() {
  const buffer = await sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .linear([1.2, 0.7, 0.3], [40, 20, 0])
    .png()
    .toBuffer()
  return { name: 'workbench.png', mimeType: 'image/png', buffer }
}

test('the feed shows the feed-sized variant at its size over its placeholder; the viewer the full one', async ({
  page,
}) => {
  await signUp(page)
  const content = uniqueText('Bench shot')
  await createPostViaUi(page, content, [await widePhoto()])

  // Hold the feed image back so the placeholder and the reserved box can be seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/media/posts/**_feed.webp', async (route) => {
    await held
    await route.continue()
  })
  await page.reload()
  const image = postCard(page, content).locator('button img')
  await expect(image).toHaveAttribute('width', '1600')
  await expect(image).toHaveAttribute('height', '1000')
  await expect(image).toHaveAttribute('src', /_feed\.webp$/)
  await expect(image).toHaveAttribute('srcset', /_feed\.webp 640w, .*_0\.webp 1600w$/)
  const waiting = await image.evaluate((img: HTMLImageElement) => ({
    complete: img.complete,
    background: getComputedStyle(img).backgroundImage,
    ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
  }))
  expect(waiting.complete).toBe(false)
  expect(waiting.background).toMatch(/^url\("data:image\/png;base64,/)
  // Its box already has the photo's shape: nothing moves when the image arrives.
  expect(waiting.ratio).toBeCloseTo(1.6, 1)

  release()
  await expect(image).toHaveJSProperty('complete', true)
  const loaded = await image.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    background: getComputedStyle(img).backgroundImage,
  }))
  expect(loaded.currentSrc).toMatch(/_feed\.webp$/)
  const served = await page.request.get(loaded.currentSrc)
  expect((await sharp(await served.body()).metadata()).width).toBe(640)
  expect(loaded.background).toBe('none')

  await image.click()
  const full = page.getByRole('dialog').locator('img')
  await expect(full).toHaveAttribute('src', /_0\.webp$/)
  await expect(full).toHaveJSProperty('complete', true)
  expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600)
})
