import { expect, test } from './fixtures'

test('a screen that fails to load shows a retry inside the navigation', async ({ page }) => {
  // Simulates a deploy or a network drop: the screen's own chunk cannot be fetched.
  await page.route('**/assets/banned-*.js', (route) => route.abort())
  await page.goto('/banned')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Makerfolio home' })).toBeVisible()

  await page.unroute('**/assets/banned-*.js')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'This profile has been removed' })).toBeVisible()
})

test('the banned screen offers support and the feed', async ({ page }) => {
  await page.goto('/banned')
  const support = page.getByRole('link', { name: 'Contact support' })
  await expect(support).toHaveAttribute('href', /^mailto:/)
  await expect(support).toHaveAttribute('target', '_blank')
  await expect(support).toHaveAttribute('rel', 'noopener noreferrer')
  await page.getByRole('link', { name: 'Go to feed' }).click()
  await expect(page).toHaveURL(/\/login$/)
})
