import { createUserViaApi, expect, signUp, test } from './fixtures'
import { postCard, uniqueText } from './posts-helpers'

test('mention suggestions, then highlighted mention and hashtag links', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A user and a project to mention, owned by someone else.
  const request = await playwright.request.newContext({ baseURL })
  const other = await createUserViaApi(request, baseURL!)
  const projectName = `Rocket ${other.username.slice(2, 8)}`
  const projectKey = projectName.replace(/\s+/g, '').toLowerCase()
  const projectResponse = await request.post('/api/projects', {
    data: { name: projectName, tagline: 'Launch faster' },
    headers: { origin: baseURL! },
  })
  expect(projectResponse.status(), await projectResponse.text()).toBe(201)
  const project = (await projectResponse.json()) as { id: string }
  await request.dispose()

  await signUp(page)
  await page.goto('/create-post')
  const text = page.getByLabel('What are you building?')
  const marker = uniqueText('Mentions')

  await text.fill(`${marker} thanks @${other.username.slice(0, -1)}`)
  const suggestions = page.getByRole('listbox', { name: 'Mention suggestions' })
  await expect(suggestions.getByRole('option', { name: new RegExp(other.username) })).toBeVisible()
  await text.press('Escape')
  await expect(suggestions).toHaveCount(0)
  // Leaving the word and coming back to it offers the suggestions again.
  await text.press('Space')
  await text.press('Backspace')
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await text.press('Enter')
  await expect(text).toHaveValue(`${marker} thanks @${other.username} `)

  await text.pressSequentially(`and @${projectKey.slice(0, 7)}`)
  const projectOption = suggestions.getByRole('option', { name: new RegExp(projectName) })
  await expect(projectOption).toBeVisible()
  await projectOption.click()
  await expect(text).toHaveValue(`${marker} thanks @${other.username} and @${projectKey} `)
  await text.pressSequentially('#shipit')
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page).toHaveURL(/\/feed$/)

  const card = postCard(page, marker)
  await expect(card.getByRole('link', { name: `@${other.username}` })).toHaveAttribute(
    'href',
    `/${other.username}`,
  )
  await expect(card.getByRole('link', { name: `@${projectKey}` })).toHaveAttribute(
    'href',
    `/project/${project.id}`,
  )
  await card.getByRole('link', { name: '#shipit' }).click()
  await expect(page).toHaveURL(/\/tag\/shipit$/)
  await expect(page.getByRole('heading', { name: '#shipit' })).toBeVisible()
  await expect(postCard(page, marker)).toBeVisible()
})
