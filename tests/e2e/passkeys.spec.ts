import type { Page } from '@playwright/test'
import { expect, signUp, test, toast } from './fixtures'

// Passkeys (issue 18 §2) with Chromium's virtual authenticator: a real WebAuthn client and
// authenticator, driven through the DevTools protocol. A passkey's domain cannot be an address
// like 127.0.0.1, so this spec opens the app at localhost (playwright.config.ts trusts it).
const origin = `http://localhost:${process.env.E2E_PORT}`
test.use({ baseURL: origin })

/** A platform authenticator that keeps discoverable credentials and verifies the user. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  return { credentials }
}

async function signOut(page: Page) {
  const out = await page.request.post('/api/auth/sign-out', { headers: { origin }, data: {} })
  expect(out.ok()).toBe(true)
}

async function addPasskey(page: Page, name: string) {
  const section = page.getByRole('region', { name: 'Passkeys' })
  await section.getByRole('button', { name: 'Add a passkey' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' })
  await expect(dialog.getByLabel('Name')).toHaveValue('Passkey')
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(toast(page, 'Passkey added')).toBeVisible()
  await expect(dialog).toBeHidden()
  return section
}

test('add a passkey in settings, sign out, sign in with it', async ({ page }) => {
  const authenticator = await addAuthenticator(page)
  await signUp(page)
  await page.goto('/settings/account')
  const section = page.getByRole('region', { name: 'Passkeys' })
  await expect(section.getByText('No passkeys yet.')).toBeVisible()

  await addPasskey(page, 'Work laptop')
  await expect(section.getByRole('listitem')).toHaveCount(1)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await section.screenshot({ path: `test-results/passkeys-settings-${width}.png` })
  }
  await expect(section.getByText('Work laptop')).toBeVisible()
  await expect(section.getByText(/never used/)).toBeVisible()
  // The authenticator keeps it as a discoverable credential (no email needed to sign in).
  const saved = await authenticator.credentials()
  expect(saved).toHaveLength(1)
  expect(saved[0]?.isResidentCredential).toBe(true)
  await expect(
    page.getByRole('region', { name: 'Security log' }).getByText('Passkey “Work laptop” added'),
  ).toBeVisible()

  // Autofill: /login asks the browser for passkeys in the email field's suggestions at once
  // (conditional mediation); the virtual authenticator answers as a person picking it would.
  await signOut(page)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/feed$/)
  await page.goto('/settings/account')
  await expect(section.getByText('Work laptop')).toBeVisible()
  await expect(section.getByText(/last used \d+m ago/)).toBeVisible()

  // The button, in a browser without passkey autofill.
  await signOut(page)
  await page.addInitScript(() => {
    Reflect.deleteProperty(PublicKeyCredential, 'isConditionalMediationAvailable')
  })
  await page.goto('/login')
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn')
  await page.screenshot({ path: 'test-results/passkeys-login-1280.png' })
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page).toHaveURL(/\/feed$/)
})

test('rename and remove a passkey; a removed passkey signs nobody in', async ({ page }) => {
  await addAuthenticator(page)
  await signUp(page)
  await page.goto('/settings/account')
  const section = await addPasskey(page, 'Phone')

  await section.getByRole('button', { name: 'Rename: Phone' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename passkey' })
  await rename.getByLabel('Name').fill('   ')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(rename.getByLabel('Name')).toHaveAccessibleDescription('Please enter a name')
  await rename.getByLabel('Name').fill('Old phone')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Passkey renamed')).toBeVisible()
  await expect(section.getByText('Old phone')).toBeVisible()

  await section.getByRole('button', { name: 'Remove: Old phone' }).click()
  await page
    .getByRole('alertdialog', { name: 'Remove “Old phone”?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(toast(page, 'Passkey removed')).toBeVisible()
  await expect(section.getByText('No passkeys yet.')).toBeVisible()

  // The authenticator still holds the key; the server no longer knows it (the autofill's
  // attempt on /login fails the same way, so the page stays there).
  await signOut(page)
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(
    toast(page, 'That passkey did not sign you in. Try again, or use your password.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
