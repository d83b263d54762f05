import { expect, test } from './fixtures'

for (const path of ['/feed', '/search', '/notifications', '/settings', '/settings/account']) {
  test(`a visitor opening ${path} is sent to log in`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  })
}

for (const path of ['/project/create', '/project/some-id/edit']) {
  test(`a visitor opening ${path} is sent home`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible()
  })
}
