import { createUserViaApi, expect, test, toast } from './fixtures'
import { createPostViaApi, postCard, uniqueText } from './posts-helpers'

test.describe('a visitor', () => {
  let postId = ''
  let content = ''

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL })
    await createUserViaApi(request, baseURL!)
    content = uniqueText('Public post #visiting')
    postId = (await createPostViaApi(request, baseURL!, content)).id
    await request.dispose()
  })

  for (const path of ['/feed', '/create-post']) {
    test(`opening ${path} is sent to log in`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login$/)
    })
  }

  test('reads a post and is invited to sign up to comment', async ({ page }) => {
    await page.goto(`/post/${postId}`)
    await expect(postCard(page, content)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign up to leave a comment' })).toBeVisible()
    await expect(page.getByLabel('Add a comment')).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Sign up' })).toBeVisible()
  })

  const actions = [
    { button: 'Like', info: 'Sign up to like posts' },
    { button: 'Comment', info: 'Sign up to comment' },
    { button: 'Save', info: 'Sign up to save posts' },
  ]
  for (const { button, info } of actions) {
    test(`clicking ${button} shows '${info}' and goes to sign up`, async ({ page }) => {
      await page.goto(`/post/${postId}`)
      await postCard(page, content).getByRole('button', { name: button, exact: true }).click()
      await expect(toast(page, info)).toBeVisible()
      await expect(page).toHaveURL(/\/signup\?next=/)
    })
  }

  test('is told to log in to report', async ({ page }) => {
    await page.goto(`/post/${postId}`)
    await postCard(page, content).getByRole('button', { name: 'Post options' }).click()
    await page.getByRole('menuitem', { name: 'Report post' }).click()
    await expect(toast(page, 'You must be logged in to report content')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Report this post?' })).toHaveCount(0)
  })

  test('browses a hashtag page', async ({ page }) => {
    await page.goto('/tag/visiting')
    await expect(page.getByRole('heading', { name: '#visiting' })).toBeVisible()
    await expect(postCard(page, content)).toBeVisible()
  })
})
