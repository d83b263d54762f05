import { expect, test } from './fixtures'

test.describe('installable web app', () => {
  test.use({ serviceWorkers: 'allow' })

  test('links a manifest with icons and shows an offline page when the network is gone', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    // Its contents and icons are checked without a browser (web/app-manifest.test.ts).
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect((await page.request.get(manifestHref ?? '')).ok()).toBe(true)

    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
    await context.setOffline(true)
    await page.goto('/terms').catch(() => {})
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    await context.setOffline(false)
  })
})
