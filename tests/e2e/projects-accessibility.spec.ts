import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'

for (const colorScheme of ['light', 'dark'] as const) {
  test(`project form and page have no serious violations (${colorScheme})`, async ({ page }) => {
    // Several axe passes: on a loaded 2-core machine they need well over a minute.
    test.setTimeout(180_000)
    await page.emulateMedia({ colorScheme })
    await signUp(page)
    await page.goto('/project/create')
    await page.getByLabel('Name', { exact: true }).fill(`Axe${Date.now().toString(36)}`)
    await page.getByLabel('Tagline').fill('Checked for everyone')
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Custom…' })
    await page.getByRole('textbox', { name: 'Tech stack' }).fill('React, Node')
    await page.getByRole('textbox', { name: 'Tech stack' }).press('Enter')
    await page.getByLabel('Website URL').fill('https://example.com')
    await page.getByLabel('MRR (USD per month)').fill('10')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await seriousViolations(page), `form at ${width} px`).toEqual([])
    }
    await page.getByRole('button', { name: 'Create project' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Let the success toast leave: it is not part of the page under test.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' })
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await seriousViolations(page), `detail at ${width} px`).toEqual([])
      await page.getByRole('tab', { name: 'Mentions' }).click()
      await expect(page.getByText('No posts mention this project yet')).toBeVisible()
      expect(await seriousViolations(page), `mentions at ${width} px`).toEqual([])
      await page.getByRole('tab', { name: 'Overview' }).click()
    }
  })
}
