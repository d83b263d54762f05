import type { Page } from '@playwright/test'
import { expect, signUp, test } from './fixtures'

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

test('a member adds GitHub, Bluesky and labelled links, sees them under the bio; About links its URLs', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const user = await signUp(page)
  await page.request.patch('/api/me/profile', {
    data: { bio: 'Building maps in public' },
    headers: { origin: baseURL! },
  })
  await page.goto(`/${user.username}`)
  await page.getByRole('tab', { name: 'Links' }).click()
  await page.getByRole('button', { name: 'Add links' }).click()

  // Another kind's address is refused when the field is left.
  const x = page.getByLabel('X (Twitter) username')
  await x.fill('https://github.com/ada')
  await x.blur()
  await expect(page.getByText('That address belongs in the GitHub field')).toBeVisible()
  await x.fill('')

  await page.getByLabel('GitHub username').fill('ada-l')
  await page.getByLabel('Bluesky handle').fill('@ada.bsky.social')
  await page.getByRole('button', { name: 'Add another link' }).click()
  await page.getByLabel('Label').fill('Newsletter')
  await page.getByLabel('Address').fill('https://ada.substack.example')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Links updated').first()).toBeVisible()

  const headerLinks = page.getByRole('list', { name: 'Links' })
  await expect(headerLinks.getByRole('link', { name: /GitHub: ada-l/ })).toHaveAttribute(
    'href',
    'https://github.com/ada-l',
  )
  await expect(headerLinks.getByRole('link', { name: /Bluesky: @ada\.bsky\.social/ })).toBeVisible()
  const newsletter = headerLinks.getByRole('link', { name: /Newsletter/ })
  await expect(newsletter).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')

  // About: a plain address becomes a link, markup stays text.
  await page.request.put('/api/me/about', {
    data: { description: 'Read https://ada.example/notes. <b>not bold</b>' },
    headers: { origin: baseURL! },
  })
  const visitor = await browser.newPage()
  await visitor.goto(`${baseURL}/${user.username}`)
  await visitor.getByRole('tab', { name: 'About' }).click()
  const link = visitor.getByRole('link', { name: 'https://ada.example/notes' })
  await expect(link).toHaveAttribute('href', 'https://ada.example/notes')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  await expect(visitor.getByText('<b>not bold</b>')).toBeVisible()
  await expect(visitor.locator('b', { hasText: 'not bold' })).toHaveCount(0)
  await shoot(visitor, 'profile-portfolio')
  await visitor.close()
})
