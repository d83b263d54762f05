import { expect, signUp, test } from './fixtures'

test('an unknown path shows the 404 page with both ways out', async ({ page }) => {
  await page.goto('/some/unknown/path')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

  await page.getByRole('link', { name: 'Go home' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)

  await page.goto('/404')
  await page.getByRole('link', { name: 'Go to feed' }).click()
  // Visitors have no feed: the guard sends them to log in.
  await expect(page).toHaveURL(/\/login$/)
})

test('a member reaches the feed from the 404 page', async ({ page }) => {
  await signUp(page)
  await page.goto('/some/unknown/path')
  await page.getByRole('link', { name: 'Go to feed' }).click()
  await expect(page).toHaveURL(/\/feed$/)
})
