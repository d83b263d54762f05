import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signUnsubscribeToken } from '../../server/features/email-notifications/unsubscribe-token'
import { fillSignUpForm, signUp, uniqueUser } from './fixtures'

// Settings > Email notifications and the sign-up digest choice (issue 19 §6, decision 031).

test.use({ timezoneId: 'Europe/Paris' })

test('email choices in settings are saved and stay after a reload', async ({ page }) => {
  await signUp(page)
  await page.goto('/settings/account')
  const section = page.getByRole('region', { name: 'Email notifications' })
  await expect(section.getByLabel('Likes')).toHaveValue('digest')
  await expect(section.getByLabel('Mentions')).toHaveValue('immediate')
  await expect(section.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked()

  await section.getByLabel('Likes').selectOption('off')
  await expect(page.getByText('Email preferences saved').first()).toBeVisible()
  await section.getByLabel('Comments and replies').selectOption('digest')
  await section.getByRole('checkbox', { name: 'Weekly digest' }).uncheck()
  await section
    .getByRole('button', { name: /Use this device's time zone \(Europe\/Paris\)/ })
    .click()
  await expect(section.getByText('Sent in the morning, Europe/Paris time.')).toBeVisible()

  await page.reload()
  await expect(section.getByLabel('Likes')).toHaveValue('off')
  await expect(section.getByLabel('Comments and replies')).toHaveValue('digest')
  await expect(section.getByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked()
  await expect(section.getByText('Sent in the morning, Europe/Paris time.')).toBeVisible()

  for (const [width, theme] of [
    [390, 'light'],
    [1280, 'dark'],
  ] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await page.setViewportSize({ width, height: 900 })
    await section.scrollIntoViewIfNeeded()
    await section.screenshot({ path: `test-results/email-notifications-${width}-${theme}.png` })
  }
})

test('sign-up offers the weekly digest, checked, and keeps the choice and time zone', async ({
  page,
}) => {
  const user = uniqueUser()
  await page.goto('/signup')
  const digest = page.getByRole('checkbox', { name: 'Send me the weekly digest' })
  await expect(digest).toBeChecked()
  await digest.uncheck()
  await fillSignUpForm(page, { ...user, repeatPassword: user.password })
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/feed$/)

  await page.goto('/settings/account')
  const section = page.getByRole('region', { name: 'Email notifications' })
  await expect(section.getByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked()
  await expect(section.getByText('Sent in the morning, Europe/Paris time.')).toBeVisible()
})

test('an email unsubscribe link works in a signed-out browser, after a confirm', async ({
  page,
  browser,
}) => {
  await signUp(page)
  const me = (await (await page.request.get('/api/me')).json()) as { id: string }
  // The link an email carries, signed with the server's secret (its DATA_DIR holds it).
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'auth-secret'), 'utf8')
  const token = signUnsubscribeToken(secret.trim(), me.id, 'digest')

  const signedOut = await browser.newPage()
  await signedOut.goto(`/email/unsubscribe?token=${encodeURIComponent(token)}`)
  await expect(
    signedOut.getByRole('heading', { name: 'Stop sending me the weekly digest?' }),
  ).toBeVisible()
  await signedOut.setViewportSize({ width: 390, height: 700 })
  await signedOut.screenshot({ path: 'test-results/email-unsubscribe-390.png' })
  await signedOut.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(
    signedOut.getByRole('heading', { name: 'You will no longer receive the weekly digest.' }),
  ).toBeVisible()
  await signedOut.setViewportSize({ width: 1280, height: 700 })
  await signedOut.emulateMedia({ colorScheme: 'dark' })
  await signedOut.screenshot({ path: 'test-results/email-unsubscribe-done-1280.png' })

  await page.goto('/settings/account')
  const section = page.getByRole('region', { name: 'Email notifications' })
  await expect(section.getByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked()

  await signedOut.goto(`/email/unsubscribe?token=${encodeURIComponent(`${token}x`)}`)
  await expect(
    signedOut.getByRole('heading', { name: 'This unsubscribe link is not valid.' }),
  ).toBeVisible()
  await signedOut.close()
})
