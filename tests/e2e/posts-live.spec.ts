import type { Page } from '@playwright/test'
import { expect, signUp, test } from './fixtures'
import { createPostViaApi, createPostViaUi, postCard, uniqueText } from './posts-helpers'

test("another member's new post shows as a pill, not a jump", async ({ page, browser }) => {
  // Watched on the Following tab, so posts made by tests running in parallel stay out of it.
  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  const other = await signUp(otherPage)
  await signUp(page)
  await page.goto(`/${other.username}`)
  await page.getByRole('main').getByRole('button', { name: 'Follow' }).click()
  await expect(page.getByRole('main').getByRole('button', { name: 'Unfollow' })).toBeVisible()
  const mine = uniqueText('My own post')
  await createPostViaUi(page, mine)
  await page.goto('/feed?tab=following')
  await expect(postCard(page, mine)).toBeVisible()

  const theirs = uniqueText('Fresh from elsewhere')
  await createPostViaUi(otherPage, theirs)
  await otherContext.close()

  const pill = page.getByRole('button', { name: '1 new post' })
  await expect(pill).toBeVisible()
  await expect(postCard(page, theirs)).toHaveCount(0)
  await expect(page.getByRole('article').first()).toContainText(mine)

  await pill.click()
  await expect(pill).toHaveCount(0)
  await expect(page.getByRole('article').first()).toContainText(theirs)
})

test('the feed pages on scroll and keeps its place when coming back from a post', async ({
  page,
  baseURL,
}) => {
  await signUp(page)
  const marker = uniqueText('Scroll')
  for (let index = 0; index < 26; index++) {
    await createPostViaApi(page.request, baseURL!, `${marker} number ${index}`)
  }
  await page.goto('/feed')
  await expect(page.getByRole('article')).toHaveCount(20)

  // The 21st post only exists after the next page loads, by scrolling or the button.
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded()
  await expect(postCard(page, `${marker} number 5`)).toBeVisible()
  await expect(page.getByRole('article').nth(20)).toBeVisible()

  const target = postCard(page, `${marker} number 8`)
  await target.scrollIntoViewIfNeeded()
  const scrollBefore = await page.evaluate(() => window.scrollY)
  expect(scrollBefore).toBeGreaterThan(500)
  await target.getByText(`${marker} number 8`).click()
  await expect(page).toHaveURL(/\/post\//)

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/feed$/)
  await expectScrollNear(page, scrollBefore)

  // The browser's own back button restores it too.
  await target.getByText(`${marker} number 8`).click()
  await expect(page).toHaveURL(/\/post\//)
  await page.goBack()
  await expectScrollNear(page, scrollBefore)
})

async function expectScrollNear(page: Page, expected: number) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(expected - 50)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(expected + 50)
}

test('the Following tab lives in the URL and shows its empty state', async ({ page }) => {
  await signUp(page)
  await page.getByRole('tab', { name: 'Following' }).click()
  await expect(page).toHaveURL(/\/feed\?tab=following$/)
  await expect(page.getByText('No posts from people you follow yet')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Following' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})
