import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'

const paths = ['/', '/login', '/signup', '/terms', '/privacy', '/404', '/forgot-password']

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    for (const path of paths) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(path)
        await expect(page.locator('h1')).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}

test('member screens with their navigation have no serious violations', async ({ page }) => {
  const user = await signUp(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/feed', '/settings', `/${user.username}`]) {
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([])
    }
  }
})
