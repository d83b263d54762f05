import { randomBytes } from 'node:crypto'
import type { Project } from '@common/projects'
import { createUserViaApi, expect, signUp, test } from './fixtures'
import { apiAs } from './moderation-fixtures'

test.describe.configure({ timeout: 60_000 })

test('search finds a person and a project and keeps the term in the URL', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = randomBytes(3).toString('hex')
  const grace = await createUserViaApi(request, baseURL!, { username: `grace_${tag}` })
  await signUp(page)
  const project = await apiAs<Project>(page, 'POST', '/api/projects', {
    name: `Compiler ${tag}`,
    tagline: 'Turns English into machine code',
  })

  await page.goto('/search')
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible()
  const box = page.getByRole('searchbox', { name: 'Search' })
  await expect(box).toHaveAttribute('placeholder', 'Search people, projects and posts')
  await expect(page.getByText('Start typing to search people, projects and posts')).toBeVisible()

  await box.fill('g')
  await expect(page.getByText('Type at least 2 characters to search')).toBeVisible()

  await box.fill(`GRACE_${tag}`)
  const people = page.getByRole('region', { name: 'People' })
  const person = people.getByRole('link', { name: new RegExp(`@${grace.username}`) })
  await expect(person).toHaveAttribute('href', `/${grace.username}`)
  await expect(page).toHaveURL(new RegExp(`[?&]q=GRACE_${tag}$`))

  // Reload keeps the term and its results.
  await page.reload()
  await expect(box).toHaveValue(`GRACE_${tag}`)
  await expect(person).toBeVisible()

  await box.fill(`compiler ${tag}`)
  const projects = page.getByRole('region', { name: 'Projects' })
  const row = projects.getByRole('link', { name: new RegExp(`Compiler ${tag}`) })
  await expect(row).toContainText('Turns English into machine code')
  await expect(page.getByRole('region', { name: 'People' })).toHaveCount(0)

  // Keyboard: the arrow key moves from the box to the first result.
  await box.press('ArrowDown')
  await expect(row).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`))

  // Back returns to the same search.
  await page.goBack()
  await expect(box).toHaveValue(`compiler ${tag}`)
  await expect(row).toBeVisible()

  await box.fill(`nothing matches ${tag}`)
  await expect(page.getByText('No results found')).toBeVisible()

  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(box).toHaveValue('')
  await expect(box).toBeFocused()
  await expect(page.getByText('Start typing to search people, projects and posts')).toBeVisible()
  await expect(page).toHaveURL(/\/search$/)
})

test('visitors are sent to log in', async ({ page }) => {
  await page.goto('/search?q=ada')
  await expect(page).toHaveURL(/\/login$/)
})
