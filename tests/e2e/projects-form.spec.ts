import { randomBytes } from 'node:crypto'
import { expect, signUp, test, toast } from './fixtures'

test('the project form explains what it cannot save', async ({ page }) => {
  await signUp(page)
  const name = `Taken${randomBytes(3).toString('hex')}`
  const created = await page.request.post('/api/projects', {
    data: { name, tagline: 'First one' },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.goto('/project/create')
  // The same name with other spaces and case is the same project name.
  await page
    .getByLabel('Name', { exact: true })
    .fill(` ${name.toUpperCase().replace('TAKEN', 'TA KEN')} `)
  await page.getByLabel('Tagline').fill('Second one')
  await page.getByLabel('Website URL').fill('javascript:alert(1)')
  await page.getByLabel('User count').fill('-3')
  await page.getByRole('button', { name: 'Create project' }).click()
  await expect(
    page.getByText('Please enter a valid web address starting with http:// or https://'),
  ).toBeVisible()
  await expect(page.getByText('User count cannot be negative')).toBeVisible()
  await expect(page).toHaveURL(/\/project\/create$/)

  await page.getByLabel('Website URL').fill('')
  await page.getByLabel('User count').fill('3')
  await page.getByRole('button', { name: 'Create project' }).click()
  await expect(toast(page, 'Could not save project. Please try again.')).toBeVisible()
  await expect(page.getByText('A project with this name already exists').first()).toBeVisible()
  await expect(page).toHaveURL(/\/project\/create$/)
})

test('a missing project shows an error and the 404 page', async ({ page }) => {
  await page.goto('/project/00000000-0000-4000-8000-000000000000')
  await expect(toast(page, 'Could not load project')).toBeVisible()
  await expect(page).toHaveURL(/\/404$/)
})

test('the tech stack works from the keyboard', async ({ page }) => {
  await signUp(page)
  await page.goto('/project/create')
  const techInput = page.getByRole('textbox', { name: 'Tech stack' })
  const chips = page.getByRole('list', { name: 'Added technologies' }).getByRole('listitem')
  await techInput.fill('React; Node, Postgres,')
  await techInput.press('Enter')
  await expect(chips).toHaveText(['React', 'Node', 'Postgres'])
  // Enter adds; it never submits the form.
  await expect(page).toHaveURL(/\/project\/create$/)
  await page.getByRole('button', { name: 'Remove React' }).focus()
  await page.keyboard.press('Enter')
  await expect(chips).toHaveText(['Node', 'Postgres'])
  await expect(page.getByRole('button', { name: 'Remove Node' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Space')
  await expect(chips).toHaveCount(0)
  await expect(techInput).toBeFocused()
})
