import { expect, signUp, test } from './fixtures'
import { createPostViaUi, pngFile, postCard, uniqueText } from './posts-helpers'

test('the image viewer: arrows wrap both ways, swipe, Escape restores focus', async ({ page }) => {
  await signUp(page)
  const content = uniqueText('Three images')
  await createPostViaUi(page, content, [
    await pngFile('a.png', '#dc2626'),
    await pngFile('b.png', '#16a34a'),
    await pngFile('c.png', '#2563eb'),
  ])
  const opener = postCard(page, content).getByRole('button', { name: 'Open image 1 of 3' })
  await opener.click()

  const viewer = (position: number) => page.getByRole('dialog', { name: `Image ${position} of 3` })
  await expect(viewer(1)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(viewer(2)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(viewer(1)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(viewer(3)).toBeVisible()

  // A 80 px drag to the left shows the next image (wrapping to the first).
  await page.mouse.move(700, 400)
  await page.mouse.down()
  await page.mouse.move(620, 400, { steps: 4 })
  await page.mouse.up()
  await expect(viewer(1)).toBeVisible()
  // A short drag is not a swipe.
  await page.mouse.move(700, 400)
  await page.mouse.down()
  await page.mouse.move(680, 400, { steps: 2 })
  await page.mouse.up()
  await expect(viewer(1)).toBeVisible()

  await page.getByRole('button', { name: 'Next image' }).click()
  await expect(viewer(2)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
})
