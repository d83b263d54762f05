import { expect, signUp, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test('visitors get Sign up in the header (one prompt on a phone) and no bottom navigation', async ({
  page,
}) => {
  await page.goto('/404')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible()
  // The floating Join button waits for wide screens: a phone never stacks two invitations.
  await expect(page.getByRole('link', { name: 'Join Makerfolio' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole('link', { name: 'Join Makerfolio' })).toBeVisible()
})

test('members get the bottom navigation', async ({ page }) => {
  const user = await signUp(page)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Makerfolio' })).toHaveCount(0)

  const home = nav.getByRole('link', { name: 'Home' })
  await expect(home).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Notifications' })).toBeVisible()

  await nav.getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page')
  await expect(home).not.toHaveAttribute('aria-current', 'page')

  await nav.getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/${user.username}$`))

  await page.goto('/feed')
  // The floating button; an empty feed shows a second 'Create post' link in its empty state.
  await expect(page.getByRole('link', { name: 'Create post' }).first()).toBeVisible()
})

test('the navigation stays away from the landing and sign-in screens', async ({ page }) => {
  await signUp(page)
  for (const path of ['/', '/terms', '/privacy']) {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
  }
})
