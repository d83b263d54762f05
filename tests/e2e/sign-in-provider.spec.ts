import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { startOidcProvider, TEST_CLIENT, type TestOidcProvider } from '@tests/support/oidc-provider'
import { freePort, type ServerProcess, startServerProcess } from '@tests/support/server-process'
import { uniqueUser } from './fixtures'

// Sign in with an OpenID Connect provider in the browser (issue 18 §4): a real provider
// (oidc-provider) on loopback and an app server of this file's own, configured with it by
// environment as an operator would (OIDC_TEST_*), so no other spec sees the provider.

test.describe.configure({ mode: 'serial' })

let op: TestOidcProvider
let app: ServerProcess
let dataDir: string
const shots = process.env.SCREENSHOTS_DIR

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  op = await startOidcProvider({ redirectUris: [`${base}/api/auth/callback/test`] })
  dataDir = mkdtempSync(path.join(tmpdir(), 'makerfolio-e2e-oidc-'))
  // The embedded PostgreSQL runs as another OS user, which must be able to enter it.
  chmodSync(dataDir, 0o755)
  app = await startServerProcess(
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      RATE_LIMITS: 'off',
      WEB_DIST_DIR: path.resolve('dist/web'),
      OIDC_TEST_ISSUER: op.issuer,
      OIDC_TEST_CLIENT_ID: TEST_CLIENT.id,
      OIDC_TEST_CLIENT_SECRET: TEST_CLIENT.secret,
    },
    { port, startTimeoutMs: 150_000 },
  )
})

test.afterAll(async () => {
  await app?.stop()
  await op?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** The provider's own (development) login form: any password for a known login. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
}

async function signUpViaApi(page: Page, email: string) {
  const user = uniqueUser({ email })
  const response = await page.request.post(`${app.base}/api/auth/sign-up/email`, {
    data: { email: user.email, password: user.password, name: user.username },
    headers: { origin: app.base },
  })
  expect(response.status(), await response.text()).toBe(200)
  return user
}

test('a first sign-in with the provider picks a username and lands on the feed', async ({
  page,
}) => {
  const login = `ada_${Date.now().toString(36)}`
  op.accounts.set(login, { email: `${login}@provider.test`, preferredUsername: login })
  await page.goto(`${app.base}/login`)
  const button = page.getByRole('button', { name: 'Continue with Test' })
  await expect(button).toBeVisible()
  if (shots) await page.screenshot({ path: `${shots}/login-providers-1280.png` })
  await button.click()
  await signInAtProvider(page, login)

  await expect(page).toHaveURL(/\/signup\/username$/)
  await expect(page.getByRole('heading', { name: 'Choose your username' })).toBeVisible()
  const field = page.getByLabel('Username')
  await expect(field).toHaveValue(login)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    if (shots) await page.screenshot({ path: `${shots}/choose-username-${width}.png` })
  }
  // The spec's username rules apply here too.
  await field.fill('no')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Username must be 3 to 30 characters')).toBeVisible()
  const chosen = `${login}_x`
  await field.fill(chosen.toUpperCase())
  // The weekly digest is asked here, as on the sign-up form (on by default).
  const digest = page.getByRole('checkbox', { name: /weekly digest/i })
  await expect(digest).toBeChecked()
  await digest.uncheck()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/feed$/)
  const me = await page.request.get(`${app.base}/api/me`)
  expect((await me.json()).username).toBe(chosen)
  const preferences = await page.request.get(`${app.base}/api/me/email-preferences`)
  expect(await preferences.json()).toMatchObject({ digest: false })
})

test('a member links the provider from settings, signs in with it, then unlinks it', async ({
  page,
}) => {
  const member = await signUpViaApi(page, `linker_${Date.now().toString(36)}@example.test`)
  const login = `linker_${Date.now().toString(36)}`
  op.accounts.set(login, { email: `${login}@elsewhere.test` })
  await page.goto(`${app.base}/settings/account`)
  const providers = page.getByRole('region', { name: 'Sign-in providers' })
  await expect(providers.getByText('Not linked')).toBeVisible()
  await providers.getByRole('button', { name: 'Link Test' }).click()
  await signInAtProvider(page, login)
  await expect(page).toHaveURL(/\/settings\/account$/)
  await expect(page.getByText('The provider is linked to your account')).toBeVisible()
  await expect(providers.getByRole('button', { name: 'Unlink Test' })).toBeVisible()
  const log = page.getByRole('region', { name: 'Security log' })
  await expect(log.getByText('Test linked')).toBeVisible()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await providers.scrollIntoViewIfNeeded()
    if (shots) await page.screenshot({ path: `${shots}/settings-providers-${width}.png` })
    if (shots) await log.screenshot({ path: `${shots}/security-log-${width}.png` })
  }

  // Signed out, the provider signs the same member in.
  await page.context().clearCookies({ name: /^better-auth/ })
  await page.goto(`${app.base}/login`)
  await page.getByRole('button', { name: 'Continue with Test' }).click()
  // The provider may still have its own session and send the browser straight back.
  await page.waitForURL(
    (url) => url.pathname === '/feed' || url.pathname.startsWith('/interaction/'),
  )
  if (new URL(page.url()).pathname !== '/feed') await signInAtProvider(page, login)
  await expect(page).toHaveURL(/\/feed$/)
  expect((await (await page.request.get(`${app.base}/api/me`)).json()).email).toBe(member.email)

  await page.goto(`${app.base}/settings/account`)
  await providers.getByRole('button', { name: 'Unlink Test' }).click()
  await expect(page.getByText('Test is no longer linked')).toBeVisible()
  await expect(providers.getByText('Not linked')).toBeVisible()
  await expect(log.getByText('Test unlinked')).toBeVisible()
})

test('an email that is another account’s is refused with a clear message', async ({ page }) => {
  const email = `taken_${Date.now().toString(36)}@example.test`
  await signUpViaApi(page, email)
  await page.context().clearCookies({ name: /^better-auth/ })
  const login = `copycat_${Date.now().toString(36)}`
  op.accounts.set(login, { email, preferredUsername: login })
  await page.goto(`${app.base}/login`)
  await page.getByRole('button', { name: 'Continue with Test' }).click()
  await signInAtProvider(page, login)
  await expect(page).toHaveURL(/\/login\?error=account_not_linked$/)
  await expect(page.getByRole('alert')).toContainText('An account with this email already exists')
  expect((await page.request.get(`${app.base}/api/me`)).status()).toBe(401)
})
