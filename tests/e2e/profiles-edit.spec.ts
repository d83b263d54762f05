import { expect, signUp, test, toast } from './fixtures'

test('the owner edits the About text, with Cancel keeping the saved one', async ({ page }) => {
  const user = await signUp(page)
  await page.goto(`/${user.username}?tab=about`)
  await expect(page.getByText('Nothing here yet')).toBeVisible()

  await page.getByRole('button', { name: 'Add about' }).click()
  await page
    .getByRole('textbox', { name: 'About' })
    .fill('I build tiny tools.\nAnd ship them on Fridays.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'About updated')).toBeVisible()
  await expect(page.getByText('And ship them on Fridays.')).toBeVisible()

  await page.getByRole('button', { name: 'Edit about' }).click()
  await page.getByRole('textbox', { name: 'About' }).fill('Something I regret typing')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('And ship them on Fridays.')).toBeVisible()
  await expect(page.getByText('Something I regret typing')).toHaveCount(0)

  await page.reload()
  await expect(page.getByText('And ship them on Fridays.')).toBeVisible()
})

test('the owner edits links: saved as handles, pasted addresses understood, Cancel restores', async ({
  page,
}) => {
  const user = await signUp(page)
  await page.goto(`/${user.username}?tab=links`)
  await page.getByRole('button', { name: 'Add links' }).click()

  await page.getByLabel('X (Twitter) username').fill('  @ada_builds  ')
  await page.getByLabel('YouTube @handle').fill('https://www.youtube.com/@adamakes')
  await page.getByLabel('Reddit username').fill('u/ada_reddit')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Links updated')).toBeVisible()

  const twitter = page.getByRole('link', { name: /X \(Twitter\)\s*@ada_builds/ })
  await expect(twitter).toHaveAttribute('href', 'https://x.com/ada_builds')
  await expect(twitter).toHaveAttribute('target', '_blank')
  // A member's links are never followed by search engines (issue 17 §6).
  await expect(twitter).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  await expect(page.getByRole('link', { name: /YouTube\s*@adamakes/ })).toHaveAttribute(
    'href',
    'https://youtube.com/@adamakes',
  )
  await expect(page.getByRole('link', { name: /Reddit\s*u\/ada_reddit/ })).toBeVisible()

  await page.getByRole('button', { name: 'Edit links' }).click()
  await expect(page.getByLabel('X (Twitter) username')).toHaveValue('ada_builds')
  await page.getByLabel('X (Twitter) username').fill('')
  await page.getByLabel('Instagram username').fill('not allowed spaces')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('link', { name: /X \(Twitter\)\s*@ada_builds/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveCount(0)

  // A handle the kind does not allow stays in the editor with its reason.
  await page.getByRole('button', { name: 'Edit links' }).click()
  await page.getByLabel('Instagram username').fill('not allowed spaces')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Instagram handles cannot contain spaces')).toBeVisible()
  await page.getByLabel('Instagram username').fill('')
  await page.getByLabel('X (Twitter) username').fill('')
  await page.getByLabel('YouTube @handle').fill('')
  await page.getByLabel('Reddit username').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Links updated')).toBeVisible()
  await expect(page.getByText('No links to show')).toBeVisible()
})
