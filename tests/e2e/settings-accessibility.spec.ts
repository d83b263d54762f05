import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'

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
