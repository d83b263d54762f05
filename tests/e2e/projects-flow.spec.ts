import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, signUp, test, toast } from './fixtures'

const projectUrl = /\/project\/([0-9a-f-]{36})$/

/** Fills the required fields and the ones the detail page formats. */
async function fillProjectForm(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Tagline').fill('Invoices that chase themselves')
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Custom…' })
  await expect(page.getByLabel('Custom category')).toBeFocused()
  await page.getByLabel('Custom category').fill('  Climate Tech  ')
  await page.getByLabel('Description').fill('Sends reminders so you do not have to.')
  await page.getByLabel('Website URL').fill('https://example.com')
  await page.getByLabel('Launch date').fill('2025-03')
  await page.getByLabel('MRR (USD per month)').fill('4200')
  await page.getByLabel('User count').fill('12345')
}

async function addTechStack(page: Page) {
  const techInput = page.getByRole('textbox', { name: 'Tech stack' })
  const chips = page.getByRole('list', { name: 'Added technologies' }).getByRole('listitem')
  await techInput.fill('React, Node; Postgres')
  await techInput.press('Enter')
  await expect(chips).toHaveText(['React', 'Node', 'Postgres'])
  await expect(techInput).toHaveValue('')
  // Duplicates in another case are ignored; the Add button works like Enter.
  await techInput.fill('react;  ; Vite')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(chips).toHaveText(['React', 'Node', 'Postgres', 'Vite'])
  await page.getByRole('button', { name: 'Remove Vite' }).click()
  await expect(chips).toHaveText(['React', 'Node', 'Postgres'])
}

test('a founder creates, edits and deletes a project; others bookmark and mention it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const name = `Ledger${randomBytes(3).toString('hex')}`
  const founder = await signUp(page)

  await test.step('create with a custom category and a tech stack', async () => {
    await page.goto('/project/create')
    const save = page.getByRole('button', { name: 'Create project' })
    await expect(save).toBeDisabled()
    await page.getByLabel('Name', { exact: true }).fill('   ')
    await page.getByLabel('Tagline').fill('   ')
    await expect(save).toBeDisabled()
    await fillProjectForm(page, name)
    await addTechStack(page)
    await expect(save).toBeEnabled()
    await save.click()
    await expect(toast(page, 'Project created')).toBeVisible()
    await expect(page).toHaveURL(projectUrl)
  })
  const projectPath = new URL(page.url()).pathname

  await test.step('the detail shows formatted metrics', async () => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Invoices that chase themselves')).toBeVisible()
    await expect(page.getByText('Climate Tech', { exact: true })).toBeVisible()
    await expect(page.getByText('12,345', { exact: true })).toBeVisible()
    await expect(page.getByText('$4,200/mo', { exact: true })).toBeVisible()
    // The launch shows its month, as on cards (issue 17 §5); the year stays in it.
    await expect(page.getByText('Mar 2025', { exact: true })).toBeVisible()
    await expect(page.getByText('Metrics are self-reported by the founder')).toBeVisible()
    for (const tech of ['React', 'Node', 'Postgres']) {
      await expect(page.getByRole('listitem').filter({ hasText: tech })).toBeVisible()
    }
    const website = page.getByRole('link', { name: /Website/ })
    await expect(website).toHaveAttribute('href', 'https://example.com')
    await expect(website).toHaveAttribute('target', '_blank')
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(
      page.getByRole('link', { name: new RegExp(`@${founder.username}`) }),
    ).toHaveAttribute('href', `/${founder.username}`)
  })

  await test.step('edit it from the owner menu', async () => {
    await page.getByRole('button', { name: 'Project options' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    await expect(page).toHaveURL(`${projectPath}/edit`)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
    await expect(page.getByLabel('Custom category')).toHaveValue('Climate Tech')
    await expect(page.getByLabel('Launch date')).toHaveValue('2025-03')
    await page.getByLabel('Tagline').fill('Invoices that pay themselves')
    await page.getByLabel('MRR (USD per month)').fill('99.5')
    await page.getByLabel('Category', { exact: true }).selectOption('Finance')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Project updated')).toBeVisible()
    await expect(page).toHaveURL(projectPath)
    await expect(page.getByText('Invoices that pay themselves')).toBeVisible()
    await expect(page.getByText('$99.50/mo', { exact: true })).toBeVisible()
    await expect(page.getByText('Finance', { exact: true })).toBeVisible()
  })

  await test.step('a second member bookmarks it and mentions it in a post', async () => {
    const context = await browser.newContext()
    const member = await context.newPage()
    await signUp(member)
    await member.goto(`${projectPath}/edit`)
    await expect(member).toHaveURL(projectPath)

    const bookmark = member.getByRole('button', { name: 'Bookmark' })
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
    await bookmark.click()
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true')
    await expect
      .poll(async () => {
        const saved = await member.request.get('/api/me/saved/projects')
        return (await saved.json()).items.map((item: { name: string }) => item.name)
      })
      .toEqual([name])
    await member.reload()
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true')
    // And off again: the Saved list follows.
    await bookmark.click()
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
    await expect
      .poll(async () => (await (await member.request.get('/api/me/saved/projects')).json()).items)
      .toEqual([])
    await bookmark.click()
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true')

    await member.getByRole('button', { name: 'Project options' }).click()
    await expect(member.getByRole('menuitem', { name: 'Report project' })).toBeVisible()
    await expect(member.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0)
    await member.keyboard.press('Escape')

    const post = await member.request.post('/api/posts', {
      data: { content: `Just switched to @${name} and love it` },
      headers: { origin: baseURL ?? '' },
    })
    expect(post.status(), await post.text()).toBe(201)
    await context.close()
  })

  await test.step('the post shows in the Mentions tab', async () => {
    await page.reload()
    await page.getByRole('tab', { name: 'Mentions' }).click()
    await expect(page).toHaveURL(`${projectPath}?tab=mentions`)
    await expect(page.getByText('Just switched to')).toBeVisible()
    const post = page.getByRole('tabpanel', { name: 'Mentions' }).getByRole('article')
    await expect(post.getByRole('link', { name: `@${name}` })).toHaveAttribute('href', projectPath)
    await post.click({ position: { x: 8, y: 8 } })
    await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/)
    await page.goBack()
    await expect(page).toHaveURL(`${projectPath}?tab=mentions`)
    await page.getByRole('tab', { name: 'Overview' }).click()
    await expect(page).toHaveURL(projectPath)
  })

  await test.step('a visitor is sent to sign up to bookmark', async () => {
    const context = await browser.newContext()
    const visitor = await context.newPage()
    await visitor.goto(projectPath)
    await visitor.getByRole('button', { name: 'Bookmark' }).click()
    await expect(toast(visitor, 'Sign up to bookmark projects')).toBeVisible()
    await expect(visitor).toHaveURL(/\/signup$/)
    await context.close()
  })

  await test.step('delete it and land on the profile', async () => {
    await page.getByRole('button', { name: 'Project options' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete project?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Project deleted')).toBeVisible()
    await expect(page).toHaveURL(`/${founder.username}`)
    await page.goto(projectPath)
    await expect(toast(page, 'Could not load project')).toBeVisible()
    await expect(page).toHaveURL(/\/404$/)
  })
})

test('visitors on /project/create go to the landing page', async ({ page }) => {
  await page.goto('/project/create')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
})
