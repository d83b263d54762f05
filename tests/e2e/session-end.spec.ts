import { expect, signUp, test } from './fixtures'

test('a session that ends elsewhere sends the member to log in', async ({ page, context }) => {
  await page.clock.install()
  await signUp(page)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()

  // Signed out in another tab: the cookie is gone; the app notices when it next checks.
  await context.clearCookies()
  await page.clock.fastForward('02:00')
  await page.getByRole('link', { name: 'Edit profile' }).click()
  await expect(page).toHaveURL(/\/login$/)
})
