import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, signUp, type TestUser, test, toast } from './fixtures'

async function logOut(page: Page) {
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Log out' }).click()
  await page
    .getByRole('alertdialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Log out' })
    .click()
  await expect(page).toHaveURL(/\/$/)
}

/** The password step; resolves on the code screen. */
async function enterPassword(page: Page, user: TestUser) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible()
}

test('turn on two-factor, sign out, sign in with a code, then with a backup code', async ({
  page,
}) => {
  const user = await signUp(page)
  await page.goto('/settings/account')
  const section = page.getByRole('region', { name: 'Two-factor authentication' })
  await section.getByRole('button', { name: 'Turn on' }).click()

  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Name')).toHaveValue('Authenticator app')
  await dialog.getByLabel('Confirm your password').fill('not my password')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByLabel('Confirm your password')).toHaveAccessibleDescription(
    'Password is incorrect',
  )
  await dialog.getByLabel('Confirm your password').fill(user.password)
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog.getByRole('heading', { name: 'Scan the QR code' })).toBeVisible()
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
  // What a person types into an authenticator app by hand: the key as shown.
  const shown = (await dialog.getByTestId('two-factor-secret').textContent()) ?? ''
  const app = new TOTP({ secret: Secret.fromBase32(shown.replace(/\s/g, '')) })
  await dialog.getByLabel('Code', { exact: true }).fill('000000')
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(dialog.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(
    /not correct/,
  )
  const turnedOnAt = Date.now()
  await dialog.getByLabel('Code', { exact: true }).fill(app.generate({ timestamp: turnedOnAt }))
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click()

  const codes = dialog.getByRole('list', { name: 'Save your backup codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const backupCode = ((await codes.first().textContent()) ?? '').trim()
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download .txt' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('makerfolio-backup-codes.txt')
  expect(readFileSync(await download.path(), 'utf8')).toContain(backupCode)
  await dialog.getByRole('button', { name: 'I saved them' }).click()
  await expect(section.getByText('Authenticator app', { exact: true })).toBeVisible()
  await expect(section.getByText(/10 backup codes left/)).toBeVisible()

  await logOut(page)
  await enterPassword(page, user)
  // A code from a later 30 s step: the one that turned it on is spent (RFC 6238 §5.2).
  const later = Math.max(Date.now(), turnedOnAt + app.period * 1000)
  await page.getByLabel('Code', { exact: true }).fill(app.generate({ timestamp: later }))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/feed$/)
  await expect(toast(page, 'Logged in')).toBeVisible()

  await logOut(page)
  await enterPassword(page, user)
  await page.getByRole('button', { name: 'Use a backup code instead' }).click()
  await page.getByLabel('Backup code').fill(backupCode)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/feed$/)
  await page.goto('/settings/account')
  await expect(section.getByText(/9 backup codes left/)).toBeVisible()

  // A used backup code never works again.
  await logOut(page)
  await enterPassword(page, user)
  await page.getByRole('button', { name: 'Back to log in' }).click()
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await enterPassword(page, user)
  await page.getByRole('button', { name: 'Use a backup code instead' }).click()
  await page.getByLabel('Backup code').fill(backupCode)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByLabel('Backup code')).toHaveAccessibleDescription(/works only once/)
})
