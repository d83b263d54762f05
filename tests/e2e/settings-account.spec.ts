import { expect, logIn, signUp, test, toast } from './fixtures'
import { linkFromLatestMail } from './mailbox'

test('change the password, then log in with the new one', async ({ page }) => {
  const user = await signUp(page)
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Email and password' }).click()
  await expect(page.getByText(user.email)).toBeVisible()

  const update = page.getByRole('button', { name: 'Update password' })
  await expect(update).toBeDisabled()
  await page.getByLabel('Current password', { exact: true }).fill(user.password)
  await page.getByLabel('New password', { exact: true }).fill('short')
  await expect(update).toBeDisabled()
  await page.getByLabel('Confirm new password', { exact: true }).fill('short')
  await update.click()
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()

  await page.getByLabel('New password', { exact: true }).fill('a-new-password')
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-different-one')
  await update.click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()

  await page.getByLabel('Current password', { exact: true }).fill('not-my-password')
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-new-password')
  await update.click()
  await expect(page.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(
    'Current password is incorrect',
  )

  await page.getByLabel('Current password', { exact: true }).fill(user.password)
  await update.click()
  await expect(toast(page, 'Password updated')).toBeVisible()

  await page.context().clearCookies()
  await logIn(page, { email: user.email, password: 'a-new-password' })
})

test('change email: the dialog checks the address and says where the link went', async ({
  page,
}) => {
  const user = await signUp(page)
  await page.goto('/settings/account')
  await page.getByRole('button', { name: 'Change', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Change email' })
  const newEmail = dialog.getByLabel('New email')
  const send = dialog.getByRole('button', { name: 'Send confirmation link' })

  await newEmail.fill(user.email.toUpperCase())
  await send.click()
  await expect(dialog.getByText('Please enter a different email address')).toBeVisible()
  await newEmail.fill('not-an-email')
  await send.click()
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()

  const fresh = `new-${user.username}@example.test`
  await newEmail.fill(fresh)
  await send.click()
  await expect(dialog.getByRole('status')).toContainText(`We sent a confirmation link to ${fresh}`)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  // Nothing changes until the link is opened.
  await expect(page.getByText(user.email)).toBeVisible()

  await page.goto(await linkFromLatestMail(fresh))
  await expect(page).toHaveURL(/\/settings\/account$/)
  await expect(toast(page, 'Email updated')).toBeVisible()
  // The address itself, not the security log's "Email changed to …" line below it.
  await expect(page.getByText(fresh, { exact: true })).toBeVisible()
})
