import { expect, signUp, test } from './fixtures'
import { createPostViaApi, postCard, uniqueText } from './posts-helpers'

test('comment, reply, one reply box at a time, and comment likes', async ({ page, baseURL }) => {
  const me = await signUp(page)
  const content = uniqueText('Discuss me')
  await createPostViaApi(page.request, baseURL!, content)
  await page.goto('/feed')

  await postCard(page, content).getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(page).toHaveURL(/\/post\//)
  await expect(page.getByLabel('Add a comment')).toBeFocused()
  await page.getByLabel('Add a comment').fill('First!')
  await page.getByRole('button', { name: 'Comment', exact: true }).last().click()
  const thread = page.getByRole('region', { name: 'Comments' })
  // The comment's paragraph: the box still holds the text, disabled, until the answer arrives.
  await expect(thread.getByRole('paragraph').filter({ hasText: 'First!' })).toBeVisible()
  await expect(page.getByLabel('Add a comment')).toHaveValue('')
  await expect(postCard(page, content).getByRole('button', { name: 'Comment' })).toHaveText('1')

  // A reply box replaces the top-level box; Cancel closes it and forgets its text.
  await thread.getByRole('button', { name: 'Reply' }).click()
  const reply = page.getByLabel(`Reply to @${me.username}`)
  await expect(reply).toBeFocused()
  await expect(page.getByLabel('Add a comment')).toHaveCount(0)
  await reply.fill('draft to drop')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(reply).toHaveCount(0)
  await expect(page.getByLabel('Add a comment')).toBeVisible()

  await thread.getByRole('button', { name: 'Reply' }).click()
  await expect(reply).toHaveValue('')
  await reply.fill('A nested reply')
  await page.getByRole('button', { name: 'Reply', exact: true }).last().click()
  await expect(thread.getByRole('paragraph').filter({ hasText: 'A nested reply' })).toBeVisible()
  await expect(reply).toHaveCount(0)
  await expect(page.getByLabel('Add a comment')).toBeVisible()
  // The reply sits inside its parent's list item.
  await expect(thread.getByRole('listitem').filter({ hasText: 'First!' })).toContainText(
    'A nested reply',
  )

  const likeFirst = thread.getByRole('button', { name: 'Like comment' }).first()
  await likeFirst.click()
  await expect(likeFirst).toHaveAttribute('aria-pressed', 'true')
  await expect(likeFirst).toHaveText('1')
  await page.reload()
  await expect(likeFirst).toHaveText('1')

  // Own comments offer deleting (posts-comment-delete.spec.ts), never reporting.
  await thread.getByRole('button', { name: 'Comment options' }).first().click()
  await expect(page.getByRole('menuitem', { name: 'Delete comment' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Report comment' })).toHaveCount(0)
})

test("another member's comment appears live and can be reported", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page)
  const content = uniqueText('Live comments')
  const post = await createPostViaApi(page.request, baseURL!, content)
  await page.goto(`/post/${post.id}`)
  const thread = page.getByRole('region', { name: 'Comments' })
  await expect(thread.getByText('No comments yet. Start the conversation.')).toBeVisible()

  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  await signUp(otherPage)
  const response = await otherPage.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: 'Hello from elsewhere' },
    headers: { origin: baseURL! },
  })
  expect(response.status()).toBe(201)
  await otherContext.close()

  await expect(thread.getByText('Hello from elsewhere')).toBeVisible()
  await thread.getByRole('button', { name: 'Comment options' }).click()
  await page.getByRole('menuitem', { name: 'Report comment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this comment?' })
  await dialog.getByRole('radio', { name: 'Spam' }).check()
  await dialog.getByRole('button', { name: 'Report comment' }).click()
  await expect(thread.getByText('Hello from elsewhere')).toHaveCount(0)
})
