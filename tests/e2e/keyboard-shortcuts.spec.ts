import type { Locator } from '@playwright/test'
import { expect, signUp, test } from './fixtures'
import { createPostViaApi, postCard, uniqueText } from './posts-helpers'

const isFocusVisible = (locator: Locator) =>
  locator.evaluate((element) => element.matches(':focus-visible'))

test('j and k move through a list of posts, l likes, ? shows the shortcuts', async ({
  page,
  baseURL,
}) => {
  // Short enough that the list scrolls: j must bring each post into view.
  await page.setViewportSize({ width: 390, height: 640 })
  const me = await signUp(page)
  // The member's own posts tab: no parallel test can slip a post into this list.
  const texts = [uniqueText('First'), uniqueText('Second'), uniqueText('Third')]
  for (const text of texts) await createPostViaApi(page.request, baseURL!, text)
  const [first, second, third] = [
    postCard(page, texts[0]!),
    postCard(page, texts[1]!),
    postCard(page, texts[2]!),
  ]
  await page.goto(`/${me.username}?tab=posts`)
  await expect(page.getByRole('article')).toHaveCount(3)

  // Newest first: Third, Second, First.
  await page.keyboard.press('j')
  await expect(third).toBeFocused()
  expect(await isFocusVisible(third)).toBe(true)
  await page.keyboard.press('j')
  await expect(second).toBeFocused()
  await page.keyboard.press('j')
  await expect(first).toBeFocused()
  await expect(first).toBeInViewport({ ratio: 0.9 })
  await page.keyboard.press('j')
  await expect(first, 'j stops at the last post').toBeFocused()
  await page.keyboard.press('k')
  await expect(second).toBeFocused()
  await expect(second).toBeInViewport({ ratio: 0.9 })

  const like = second.getByRole('button', { name: 'Like', exact: true })
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('l')
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toHaveText('1')
  await expect(second, 'focus stays on the post').toBeFocused()
  await page.keyboard.press('l')
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(like).toHaveText('0')
  await page.keyboard.press('l')
  await expect(like).toHaveText('1')
  // The like reached the server.
  await page.reload()
  await expect(second.getByRole('button', { name: 'Like', exact: true })).toHaveText('1')

  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await expect(second).toBeFocused()
  await page.keyboard.press('?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  for (const action of ['Next post', 'Previous post', 'Like or unlike the focused post']) {
    await expect(sheet.getByText(action)).toBeVisible()
  }
  // Focus stays inside the sheet, and list keys wait until it closes.
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('Tab')
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('j')
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(second, 'focus returns to the post it left').toBeFocused()

  // Enter opens the focused post.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]+$/)
  await expect(page.getByRole('article').filter({ hasText: texts[1]! })).toBeVisible()
})

test('the shortcut sheet opens from settings and gives focus back to its button', async ({
  page,
}) => {
  await signUp(page)
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/settings')
  const button = page.getByRole('main').getByRole('button', { name: 'Keyboard shortcuts' })
  await button.click()
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
  await expect(button).toBeFocused()

  // On desktops the side navigation offers it too.
  await page.setViewportSize({ width: 1280, height: 800 })
  const sideNavButton = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Keyboard shortcuts' })
  await sideNavButton.click()
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sideNavButton).toBeFocused()
})

test('keys typed into a field or with a modifier stay with the page', async ({ page, baseURL }) => {
  const me = await signUp(page)
  const text = uniqueText('Only post')
  const post = await createPostViaApi(page.request, baseURL!, text)

  await page.goto(`/${me.username}?tab=posts`)
  await expect(postCard(page, text)).toBeVisible()
  await page.keyboard.press('Alt+j')
  await page.keyboard.press('Control+l')
  await expect(postCard(page, text)).not.toBeFocused()
  await expect(postCard(page, text).getByRole('button', { name: 'Like', exact: true })).toHaveText(
    '0',
  )

  await page.goto('/create-post')
  const composer = page.getByLabel('What are you building?')
  await composer.click()
  await page.keyboard.type('jkl? done')
  await expect(composer).toHaveValue('jkl? done')
  await expect(composer).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The comment box below a post, too.
  await page.goto(`/post/${post.id}`)
  const commentBox = page.getByLabel('Add a comment')
  await commentBox.click()
  await page.keyboard.type('j? l')
  await expect(commentBox).toHaveValue('j? l')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
