import { expect, signUp, test } from './fixtures'

test('the theme picker switches to dark and back to the system theme, and is remembered', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signUp(page)
  await page.goto('/settings')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'light')
  await page.locator('label').filter({ hasText: 'Dark' }).click()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
  await page.locator('label').filter({ hasText: 'System' }).click()
  await expect(html).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveAttribute('data-theme', 'dark')
})
