import { randomBytes } from 'node:crypto'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'

export type TestUser = { username: string; email: string; password: string }

/** A user nobody else in this run has: usernames fit the 3–30 `a-z0-9_` rule. */
export function uniqueUser(overrides: Partial<TestUser> = {}): TestUser {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
  const username = overrides.username ?? `u_${suffix}`
  return {
    username,
    email: overrides.email ?? `${username}@example.test`,
    password: overrides.password ?? 'correct-horse-battery',
  }
}

/**
 * A new member, signed in, on /feed. The account is created through the API in the page's own
 * context (which keeps the session cookie), not the form: the form has its own tests
 * (`signUpThroughForm`, sign-up-validation.spec.ts), and typing it in every test cost the suite
 * minutes on a busy machine.
 */
export async function signUp(page: Page, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user = uniqueUser(overrides)
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.username },
    headers: { origin: appOrigin() },
  })
  expect(response.status(), await response.text()).toBe(200)
  await page.goto('/feed')
  await expect(page).toHaveURL(/\/feed$/)
  return user
}

/** The app's origin, for the Origin header the API asks of every POST (playwright.config.ts sets the port). */
function appOrigin(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT}`
}

/** Fills and submits the sign-up form; resolves once the new member is on /feed. */
export async function signUpThroughForm(
  page: Page,
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user = uniqueUser(overrides)
  await page.goto('/signup')
  await fillSignUpForm(page, { ...user, repeatPassword: user.password })
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/feed$/)
  return user
}

export async function fillSignUpForm(
  page: Page,
  values: Partial<TestUser> & { repeatPassword?: string },
) {
  if (values.username !== undefined) await page.getByLabel('Username').fill(values.username)
  if (values.email !== undefined) await page.getByLabel('Email').fill(values.email)
  if (values.password !== undefined) {
    await page.getByLabel('Password', { exact: true }).fill(values.password)
  }
  if (values.repeatPassword !== undefined) {
    await page.getByLabel('Repeat password', { exact: true }).fill(values.repeatPassword)
  }
}

/** Logs in through the form; resolves once the member is on /feed. */
export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/feed$/)
}

/**
 * Creates a user through the API with a request context of its own, so the browser stays
 * signed out. better-auth refuses POSTs without an Origin header.
 */
export async function createUserViaApi(
  request: APIRequestContext,
  baseURL: string,
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user = uniqueUser(overrides)
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.username },
    headers: { origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(200)
  return user
}

/** The toast with this text (sonner renders toasts as list items). */
/** The newest toast with this text (an earlier one with the same text may still be showing). */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first()
}

export const test = base
export { expect }
