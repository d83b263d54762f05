import type { Browser, Page } from '@playwright/test'
import { expect, logIn, signUp, type TestUser, test, toast } from './fixtures'

/** The same member in a browser of its own (a second device), on /feed. */
async function anotherDevice(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await logIn(page, user)
  return page
}

/** A device whose session ended is sent to log in on its next screen. */
async function expectSignedOut(page: Page) {
  await page.goto('/settings/account')
  await expect(page).toHaveURL(/\/login$/)
}

test('see where you are signed in, sign one browser out, then all the others', async ({
  page,
  browser,
}) => {
  const user = await signUp(page)
  const laptop = await anotherDevice(browser, user)

  await page.goto('/settings/account')
  const section = page.getByRole('region', { name: 'Where you are signed in' })
  const rows = section.getByRole('listitem')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('This device')
  await expect(rows.first()).toContainText('Active now')
  // Playwright's Desktop Chrome device says Windows.
  await expect(rows.nth(1)).toContainText(/Chrome \d+ on Windows/)
  await expect(rows.nth(1)).toContainText(/Last active \d+m ago/)

  await rows
    .nth(1)
    .getByRole('button', { name: /^Sign out/ })
    .click()
  await expect(toast(page, 'Signed out of that session')).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(section.getByText('You are not signed in anywhere else.')).toBeVisible()
  await expectSignedOut(laptop)

  const phone = await anotherDevice(browser, user)
  const tablet = await anotherDevice(browser, user)
  await page.reload()
  await expect(rows).toHaveCount(3)
  await section.getByRole('button', { name: 'Sign out of all other sessions' }).click()
  await page
    .getByRole('alertdialog', { name: 'Sign out everywhere else?' })
    .getByRole('button', { name: 'Sign out of all other sessions' })
    .click()
  await expect(toast(page, 'Signed out of 2 other sessions')).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expectSignedOut(phone)
  await expectSignedOut(tablet)
  // This browser stays signed in.
  await page.goto('/settings/account')
  await expect(page.getByRole('heading', { name: 'Email and password' })).toBeVisible()
})
