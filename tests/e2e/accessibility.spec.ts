import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signUp, test } from './fixtures'

const paths = ['/', '/login', '/signup', '/terms', '/privacy', '/404', '/forgot-password']

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))
}

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
