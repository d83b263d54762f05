import { createUserViaApi, expect, signUp, test, toast } from './fixtures'

test('a member follows and unfollows with toasts and counts; the lists show it', async ({
  page,
  request,
  baseURL,
}) => {
  const target = await createUserViaApi(request, baseURL!)
  const follower = await signUp(page)

  await page.goto(`/${target.username}`)
  await expect(page.getByRole('link', { name: '0 Followers' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Follow' }).click()
  await expect(toast(page, `Following @${target.username}`)).toBeVisible()
  await expect(page.getByRole('link', { name: '1 Follower' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: 'Unfollow' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('link', { name: '1 Follower' })).toBeVisible()

  await page.getByRole('link', { name: '1 Follower' }).click()
  await expect(page).toHaveURL(new RegExp(`/${target.username}/followers$`))
  await expect(page.getByRole('heading', { name: 'Followers' })).toBeVisible()
  const row = page.getByRole('listitem').filter({ hasText: `@${follower.username}` })
  await expect(row).toBeVisible()
  // No follow button on the viewer's own row.
  await expect(row.getByRole('button')).toHaveCount(0)
  await row.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/${follower.username}$`))
  await expect(page.getByRole('link', { name: '1 Following' })).toBeVisible()

  await page.getByRole('link', { name: '1 Following' }).click()
  const targetRow = page.getByRole('listitem').filter({ hasText: `@${target.username}` })
  await targetRow.getByRole('button', { name: 'Unfollow' }).click()
  await expect(toast(page, `Unfollowed @${target.username}`)).toBeVisible()
  await expect(targetRow.getByRole('button', { name: 'Follow' })).toBeVisible()

  await page.goto(`/${target.username}`)
  await expect(page.getByRole('link', { name: '0 Followers' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Follow' }).click()
  await expect(page.getByRole('link', { name: '1 Follower' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Unfollow' }).click()
  await expect(toast(page, `Unfollowed @${target.username}`)).toBeVisible()
  await expect(page.getByRole('link', { name: '0 Followers' })).toBeVisible()
})

test('a failed follow rolls the count back and says what went wrong', async ({
  page,
  request,
  baseURL,
}) => {
  const target = await createUserViaApi(request, baseURL!)
  await signUp(page)
  await page.goto(`/${target.username}`)
  await page.route('**/api/users/*/follow', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'internal', message: 'The server is having a moment' },
      }),
    }),
  )
  await page.getByRole('main').getByRole('button', { name: 'Follow' }).click()
  const failure = toast(page, 'Something went wrong')
  await expect(failure).toBeVisible()
  await expect(failure).toContainText('The server is having a moment')
  await expect(page.getByRole('link', { name: '0 Followers' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: 'Follow' })).toBeVisible()
})

test('a member reports a profile from its menu and lands on the feed', async ({
  page,
  request,
  baseURL,
}) => {
  const target = await createUserViaApi(request, baseURL!)
  await signUp(page)
  await page.goto(`/${target.username}`)
  await page.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Report profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this profile?' })
  await dialog.getByRole('radio', { name: 'Impersonation' }).check()
  await dialog.getByRole('button', { name: 'Report profile' }).click()
  await expect(toast(page, 'Reported')).toBeVisible()
  await expect(page).toHaveURL(/\/feed$/)
})
