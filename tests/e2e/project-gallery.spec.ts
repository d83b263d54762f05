import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, signUp, test } from './fixtures'

/** A solid-colour PNG, so each screenshot is told apart by its colour. */
async function png(red: number, green: number, blue: number) {
  return sharp({
    create: { width: 1200, height: 750, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .png()
    .toBuffer()
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme })
      await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage: true })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

test('a maker uploads two screenshots, reorders them and opens the viewer; a visitor sees them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await signUp(page)
  const name = `Atlas${randomBytes(3).toString('hex')}`
  const created = await page.request.post('/api/projects', {
    data: {
      name,
      tagline: 'Maps for makers',
      websiteUrl: 'https://atlas.example',
      appStoreUrl: 'https://apps.apple.com/app/id123',
      launchedDate: '2025-03',
    },
    headers: { origin: baseURL! },
  })
  expect(created.status(), await created.text()).toBe(201)
  const projectId = (await created.json()).id as string
  await page.goto(`/project/${projectId}`)

  // The page's main actions and the launch month.
  await expect(page.getByRole('link', { name: /Visit site/ })).toHaveAttribute(
    'href',
    'https://atlas.example',
  )
  await expect(page.getByRole('link', { name: /App Store/ }).first()).toBeVisible()
  await expect(page.getByText('Mar 2025')).toBeVisible()

  await expect(page.getByText('No screenshots yet.')).toBeVisible()
  await page.getByTestId('gallery-file-input').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: await png(220, 40, 40) },
    { name: 'blue.png', mimeType: 'image/png', buffer: await png(40, 40, 220) },
  ])
  const openButtons = page.getByRole('button', { name: /^Open screenshot/ })
  await expect(openButtons).toHaveCount(2)
  const firstSrc = await openButtons.nth(0).locator('img').getAttribute('src')

  // Reorder with the keyboard: focus "Move later" on the first and press Enter.
  await page.getByRole('button', { name: 'Move later: Screenshot 1 of 2' }).focus()
  await page.keyboard.press('Enter')
  await expect(openButtons.nth(1).locator('img')).toHaveAttribute('src', firstSrc!)
  await page.reload()
  await expect(openButtons.nth(1).locator('img')).toHaveAttribute('src', firstSrc!)

  // A maker describes a screenshot for screen readers; the gallery's button reads it out.
  await page.getByRole('button', { name: 'Describe: Screenshot 2 of 2' }).click()
  const describe = page.getByRole('dialog', { name: 'Describe this screenshot' })
  await describe.getByLabel('Description').fill('Red onboarding screen')
  await describe.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Description saved').first()).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Open screenshot 2 of 2: Red onboarding screen' }),
  ).toBeVisible()

  // The post image viewer opens on the one clicked and closes with Escape.
  await openButtons.nth(1).click()
  const viewer = page.getByRole('dialog')
  await expect(viewer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await shoot(page, 'project-gallery')

  // A visitor sees the screenshots but no controls.
  const visitor = await browser.newPage()
  await visitor.goto(`${baseURL}/project/${projectId}`)
  await expect(visitor.getByRole('button', { name: /^Open screenshot/ })).toHaveCount(2)
  await expect(visitor.getByRole('button', { name: /Add screenshots/ })).toHaveCount(0)
  await expect(visitor.getByRole('button', { name: /Move later/ })).toHaveCount(0)
  await visitor.close()

  // A logo through the avatar's crop dialog becomes the project's logo at once.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByLabel('Upload logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await png(30, 160, 90),
  })
  const crop = page.getByRole('dialog')
  await expect(crop).toBeVisible()
  await crop.getByRole('button', { name: /Save|Apply|Use/ }).click()
  await expect(page.getByText('Logo updated').first()).toBeVisible()
  await expect(page.locator(`img[src^="/media/projects/${projectId}/logo/"]`).first()).toBeVisible()

  // Removing one leaves the other.
  await page.getByRole('button', { name: 'Remove: Screenshot 1 of 2' }).click()
  await expect(openButtons).toHaveCount(1)
})
