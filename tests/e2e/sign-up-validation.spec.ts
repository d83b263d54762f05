import { createUserViaApi, expect, fillSignUpForm, test, toast, uniqueUser } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/signup')
})

const submit = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Create account' }).click()

test('every empty field says it is required', async ({ page }) => {
  await submit(page)
  await expect(page.getByText('This field is required')).toHaveCount(4)
  await expect(page).toHaveURL(/\/signup$/)
})

test('the repeated password must match', async ({ page }) => {
  const user = uniqueUser()
  await fillSignUpForm(page, { ...user, repeatPassword: `${user.password}-typo` })
  await submit(page)
  await expect(page.getByText('Passwords do not match')).toBeVisible()
})

test('invalid usernames are explained under the field', async ({ page }) => {
  const user = uniqueUser()
  await fillSignUpForm(page, { ...user, username: '   ', repeatPassword: user.password })
  await submit(page)
  await expect(page.getByText('Invalid username')).toBeVisible()

  await fillSignUpForm(page, { username: 'no-dashes!' })
  await expect(
    page.getByText('Username may only contain letters, numbers and underscores'),
  ).toBeVisible()

  await fillSignUpForm(page, { username: 'ab' })
  await expect(page.getByText('Username must be 3 to 30 characters')).toBeVisible()
})

test('a taken username is refused by the server', async ({ page, request, baseURL }) => {
  const taken = await createUserViaApi(request, baseURL!)
  const user = uniqueUser()
  // The server normalises the username too: the same name in capitals is still taken.
  await fillSignUpForm(page, {
    ...user,
    username: taken.username.toUpperCase(),
    repeatPassword: user.password,
  })
  await submit(page)
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    'This username already exists',
  )
  await expect(toast(page, 'This username already exists')).toBeVisible()
  await expect(page).toHaveURL(/\/signup$/)
})

test('a wrong password shows the log-in failure', async ({ page, request, baseURL }) => {
  const user = await createUserViaApi(request, baseURL!)
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(toast(page, 'Incorrect email or password')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
