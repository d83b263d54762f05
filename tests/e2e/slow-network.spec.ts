import { expect, signUp, test } from './fixtures'

test.use({ viewport: { width: 1280, height: 900 } })

test('a thin progress bar shows while the next screen loads on a slow network', async ({
  page,
}) => {
  await signUp(page)
  // Hold every script the next screen needs until the bar has been seen: a slow network,
  // waited by condition rather than by a fixed delay.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  const bar = page.getByRole('progressbar', { name: 'Loading page' })
  await expect(bar).toHaveCount(0)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Search' })
    .click()
  await expect(bar).toBeVisible()
  // Fixed over the page: it takes no room, so nothing below it moves.
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
  await page.screenshot({ path: 'test-results/progress-bar-1280.png' })
  release()
  await expect(page).toHaveURL(/\/search$/)
  await expect(bar).toHaveCount(0)
})

test('what is scrolled into view (focus, anchors) is never under the sticky top bar', async ({
  page,
}) => {
  await page.goto('/terms')
  const header = page.getByRole('banner')
  const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom)
  const link = page.locator('main h2').last()
  await link.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  const top = await link.evaluate((element) => element.getBoundingClientRect().top)
  expect(top).toBeGreaterThanOrEqual(headerBottom)
})

test('a server error on a profile says so, with a retry, instead of "Page not found"', async ({
  page,
}) => {
  const user = await signUp(page)
  let failing = true
  await page.route(`**/api/users/${user.username}`, async (route) => {
    if (failing) await route.fulfill({ status: 500, json: { error: { code: 'internal' } } })
    else await route.continue()
  })
  await page.goto(`/${user.username}`)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByText('Page not found')).toHaveCount(0)
  await expect(page).not.toHaveURL(/\/404$/)
  failing = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
})
