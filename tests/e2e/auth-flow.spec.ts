import { expect, logIn, signUp, signUpThroughForm, test, toast } from './fixtures'

test('sign up, log out from settings, log back in', async ({ page }) => {
  const user = await signUpThroughForm(page)
  await expect(toast(page, 'Account created')).toBeVisible()

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Log out' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(toast(page, 'Logged out')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible()

  await logIn(page, user)
  await expect(toast(page, 'Logged in')).toBeVisible()
})

test('the landing page offers my profile once signed in', async ({ page }) => {
  const user = await signUp(page)
  await page.goto('/')
  await page.getByRole('link', { name: 'My profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/${user.username}$`))
  await expect(page.getByRole('heading', { name: user.username, level: 1 })).toBeVisible()
})

test('log-in and sign-up send members to the feed', async ({ page }) => {
  await signUp(page)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/feed$/)
  await page.goto('/signup')
  await expect(page).toHaveURL(/\/feed$/)
})
