import { createUserViaApi, expect, fillSignUpForm, test, toast, uniqueUser } from './fixtures'
import { createPostViaApi, postCard, uniqueText } from './posts-helpers'

// Issue 20 §3: the action a visitor pressed survives signing up.
test.describe('a visitor sent to sign up', () => {
  let postId = ''
  let content = ''
  let author = ''

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL })
    author = (await createUserViaApi(request, baseURL!)).username
    content = uniqueText('A post worth liking')
    postId = (await createPostViaApi(request, baseURL!, content)).id
    await request.dispose()
  })

  const createAccount = async (page: import('@playwright/test').Page) => {
    const user = uniqueUser()
    await fillSignUpForm(page, { ...user, repeatPassword: user.password })
    await page.getByRole('button', { name: 'Create account' }).click()
  }

  test('by Like comes back to the post with it liked', async ({ page }) => {
    await page.goto(`/post/${postId}`)
    await postCard(page, content).getByRole('button', { name: 'Like', exact: true }).click()
    await expect(toast(page, 'Sign up to like posts')).toBeVisible()
    await expect(page).toHaveURL(/\/signup\?/)
    await createAccount(page)
    await expect(page).toHaveURL(new RegExp(`/post/${postId}$`))
    await expect(
      postCard(page, content).getByRole('button', { name: 'Like', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  test('under a profile comes back to it, following', async ({ page }) => {
    await page.goto(`/${author}`)
    await page
      .getByRole('region', { name: `Join Makerfolio to follow @${author}` })
      .getByRole('link', { name: 'Sign up' })
      .click()
    await createAccount(page)
    await expect(page).toHaveURL(new RegExp(`/${author}$`))
    await expect(page.getByRole('main').getByRole('button', { name: 'Unfollow' })).toBeVisible()
  })

  test('with a foreign next path lands on the feed, and a bad intent does nothing', async ({
    page,
  }) => {
    await page.goto('/signup?next=//evil.example/x&intent=delete:everything')
    await createAccount(page)
    await expect(page).toHaveURL(/\/feed$/)
    await expect(toast(page, 'Account created')).toBeVisible()
  })
})
