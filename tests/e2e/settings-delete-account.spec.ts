import { expect, signUp, test, toast } from './fixtures'

test('delete account behind the DELETE gate; afterwards the profile is a 404', async ({ page }) => {
  const user = await signUp(page)
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Delete account' }).click()
  await expect(page).toHaveURL(/\/settings\/delete-account$/)
  for (const item of ['Profile info', 'Posts', 'Projects', 'Saved items', 'Connections']) {
    await expect(page.getByRole('listitem').filter({ hasText: item })).toBeVisible()
  }

  const word = page.getByLabel('Type DELETE to confirm')
  const destroy = page.getByRole('button', { name: 'Delete account' })
  await expect(destroy).toBeDisabled()
  await word.fill('delete')
  await expect(destroy).toBeDisabled()
  await word.fill('DELETE ')
  await expect(destroy).toBeDisabled()
  await word.fill('DELETE')
  await expect(destroy).toBeEnabled()

  await destroy.click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL(/\/settings\/delete-account$/)

  await destroy.click()
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Account deletion initiated')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible()

  await page.goto(`/${user.username}`)
  await expect(page).toHaveURL(/\/404$/)
})

test('the settings menu downloads my data as a JSON file', async ({ page }) => {
  const user = await signUp(page)
  await page.goto('/settings')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(new RegExp(`^makerfolio-${user.username}-.*\\.json$`))
  const body = JSON.parse(
    await file.createReadStream().then(async (stream) => {
      let text = ''
      for await (const chunk of stream) text += chunk
      return text
    }),
  )
  expect(body.profile.username).toBe(user.username)
})
