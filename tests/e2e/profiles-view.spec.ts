import { createUserViaApi, expect, signUp, test } from './fixtures'
import { patchProfileViaApi } from './profiles-helpers'

test('a visitor sees the public profile and a sign-in prompt, never a follow button', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUserViaApi(request, baseURL!)
  await patchProfileViaApi(request, baseURL!, {
    name: 'Grace Hopper',
    bio: 'Compilers and cobol',
    location: 'Arlington, VA',
  })

  await page.goto(`/${user.username}`)
  await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible()
  await expect(page.getByText(`@${user.username}`, { exact: true })).toBeVisible()
  await expect(page.getByText('Arlington, VA')).toBeVisible()
  await expect(page.getByText('Compilers and cobol')).toBeVisible()
  await expect(page.getByRole('link', { name: '0 Followers' })).toHaveAttribute(
    'href',
    `/${user.username}/followers`,
  )
  await expect(page.getByRole('img', { name: 'Grace Hopper' })).toHaveText('GH')

  const prompt = page.getByRole('region', { name: `Join Makerfolio to follow @${user.username}` })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('link', { name: 'Sign up' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0)

  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveText(['Projects', 'Posts', 'Links', 'About'])
  await page.getByRole('tab', { name: 'Links' }).click()
  await expect(page.getByText('No links to show')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add links' })).toHaveCount(0)
})

test('the chosen tab is in the address and survives a reload', async ({ page }) => {
  const user = await signUp(page)
  await page.goto(`/${user.username}`)
  await expect(page.getByRole('tab')).toHaveText(['Projects', 'Posts', 'Links', 'Saved', 'About'])
  await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('tab', { name: 'Posts' }).click()
  await expect(page).toHaveURL(/\?tab=posts$/)
  await expect(page.getByText('No posts to show')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create your first post' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('tab', { name: 'Saved' }).click()
  await expect(page.getByText('No saved posts yet')).toBeVisible()
  const savedTabs = page.getByRole('tablist', { name: 'Saved content' })
  await savedTabs.getByRole('tab', { name: 'Projects' }).click()
  await expect(page.getByText('No saved projects yet')).toBeVisible()
})

test('an unknown username leads to the 404 page', async ({ page }) => {
  await page.goto('/nobody_has_this_name_42')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

  await page.goto('/nobody_has_this_name_42/followers')
  await expect(page).toHaveURL(/\/404$/)
})
