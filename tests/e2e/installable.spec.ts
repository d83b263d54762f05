import { expect, test } from './fixtures'

test.describe('installable web app', () => {
  test.use({ serviceWorkers: 'allow' })

  test('links a manifest with icons and shows an offline page when the network is gone', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await page.request.get(manifestHref ?? '')).json()
    expect(manifest).toMatchObject({
      name: 'Makerfolio',
      display: 'standalone',
      start_url: '/feed',
    })
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true)

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
