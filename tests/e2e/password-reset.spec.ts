import { createUserViaApi, expect, logIn, test, toast } from './fixtures'
import { linkFromLatestMail } from './mailbox'

test('a forgotten password can be reset from the emailed link', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUserViaApi(request, baseURL!)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  // The URL changes before the new screen commits, and the login screen has an
  // Email box too: wait for the forgot-password screen itself before typing.
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible()
  await page.getByLabel('Email').fill(user.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText('Check your email')

  const link = new URL(await linkFromLatestMail(user.email))
  await page.goto(link.pathname + link.search)
  await expect(page).toHaveURL(/\/reset-password\?token=/)
  const newPassword = 'a-brand-new-password'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(toast(page, 'Password updated')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await logIn(page, { email: user.email, password: newPassword })
})

test('a reset link without a token explains what to do', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByText('This reset link is incomplete')).toBeVisible()
  await page.getByRole('link', { name: 'Request a new link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})

test('an invalid reset token is refused', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token')
  await page.getByLabel('New password', { exact: true }).fill('another-password')
  await page.getByLabel('Repeat new password', { exact: true }).fill('another-password')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Request a new link' })).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password/)
})
