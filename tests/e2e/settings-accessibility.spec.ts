import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signUp, test } from './fixtures'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`profile tabs, editors and settings pages pass axe (${colorScheme})`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.emulateMedia({ colorScheme })
    const user = await signUp(page)
    const screens: [string, ((page: Page) => Promise<void>)?][] = [
      [`/${user.username}?tab=links`, (p) => p.getByRole('button', { name: 'Add links' }).click()],
      [`/${user.username}?tab=about`, (p) => p.getByRole('button', { name: 'Add about' }).click()],
      [`/${user.username}?tab=saved`],
      [`/${user.username}/followers`],
      ['/settings/edit-profile'],
      ['/settings/account'],
      ['/settings/feedback'],
      ['/settings/delete-account'],
    ]
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [path, open] of screens) {
        await page.goto(path)
        await expect(page.locator('h1')).toBeVisible()
        if (open) await open(page)
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([])
      }
    }
  })
}
