import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from './fixtures'

const paths = ['/', '/login', '/signup', '/terms', '/privacy', '/404', '/forgot-password']

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    for (const path of paths) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(path)
        await expect(page.locator('h1')).toBeVisible()
        const results = await new AxeBuilder({ page }).analyze()
        const serious = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        )
        expect(
          serious.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((n) => n.target) })),
        ).toEqual([])
      })
    }
  })
}
