import type { Browser, Page } from '@playwright/test'
import { expect, signUp, test } from './fixtures'
import { postCard, uniqueText } from './posts-helpers'

// Who may comment and hidden comments (issue 31 §3), at phone and desktop widths: the author
// limits comments to people it follows and hides a followed member's comment; a member it does
// not follow sees the rule, is refused with it, and can still read the hidden comment on request.

const ruleText = 'Only people the author follows can comment'

async function newMember(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  const user = await signUp(page)
  return { context, page, user }
}

const thread = (page: Page) => page.getByRole('region', { name: 'Comments' })

for (const width of [390, 1280]) {
  test(`limits comments to people the author follows and hides one, at ${width} px`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three members and two threads: longer than one screen's test.
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    await signUp(page)
    const content = uniqueText('Followers only')

    // The composer: Who can comment, Everyone until changed.
    await page.goto('/create-post')
    await page.getByLabel('What are you building?').fill(content)
    const picker = page.getByRole('button', { name: 'Who can comment: Everyone' })
    await expect(picker).toBeVisible()
    await picker.click()
    await page.getByRole('menuitemradio', { name: 'People I follow' }).click()
    await expect(
      page.getByRole('button', { name: 'Who can comment: People I follow' }),
    ).toBeFocused()
    await page.screenshot({ path: `test-results/safety-replies/composer-${width}.png` })
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(page).toHaveURL(/\/feed$/)
    await expect(postCard(page, content)).toContainText(ruleText)
    await postCard(page, content).getByText(content).click()
    await expect(page).toHaveURL(/\/post\//)
    const postUrl = page.url()

    // A member the author follows comments.
    const followed = await newMember(browser, width)
    const follow = await page.request.put(`/api/users/${followed.user.username}/follow`, {
      headers: { origin: baseURL! },
    })
    expect(follow.status(), await follow.text()).toBeLessThan(300)
    await followed.page.goto(postUrl)
    await expect(thread(followed.page).getByText('No comments yet', { exact: false })).toBeVisible()
    await followed.page.getByLabel('Add a comment').fill('A comment to hide')
    await followed.page.getByRole('button', { name: 'Comment', exact: true }).last().click()
    await expect(thread(followed.page).getByText('A comment to hide')).toBeVisible()
    await followed.context.close()

    // The author hides it from the comment's menu: collapsed for the author too.
    await page.reload()
    await thread(page).getByRole('button', { name: 'Comment options' }).click()
    await page.getByRole('menuitem', { name: 'Hide comment' }).click()
    await expect(thread(page).getByText('Hidden by the author')).toBeVisible()
    // The menu left with the comment's text: focus waits on the collapsed comment's Show.
    await expect(thread(page).getByRole('button', { name: 'Show' })).toBeFocused()
    await expect(thread(page).getByText('A comment to hide')).toHaveCount(0)

    // A member the author does not follow: sees the rule and the hidden comment, is refused.
    const stranger = await newMember(browser, width)
    await stranger.page.goto(postUrl)
    await expect(stranger.page.getByRole('article')).toContainText(ruleText, { timeout: 30_000 })
    const strangerThread = thread(stranger.page)
    await expect(strangerThread.getByText('Hidden by the author')).toBeVisible()
    await expect(strangerThread.getByText('A comment to hide')).toHaveCount(0)
    await strangerThread.getByRole('button', { name: 'Show' }).click()
    await expect(strangerThread.getByText('A comment to hide')).toBeVisible()
    // Not the author of the post: no way to hide or unhide.
    await strangerThread.getByRole('button', { name: 'Comment options' }).click()
    await expect(stranger.page.getByRole('menu')).toBeVisible()
    await expect(stranger.page.getByRole('menuitem', { name: /hide comment/i })).toHaveCount(0)
    await stranger.page.keyboard.press('Escape')

    await stranger.page.getByLabel('Add a comment').fill('Can I comment?')
    await expect(stranger.page.getByLabel('Add a comment')).toHaveValue('Can I comment?')
    await stranger.page.getByRole('button', { name: 'Comment', exact: true }).last().click()
    await expect(strangerThread.getByRole('alert')).toHaveText(ruleText)
    await expect(stranger.page.getByLabel('Add a comment')).toHaveValue('Can I comment?')
    await stranger.page.screenshot({
      path: `test-results/safety-replies/refused-${width}.png`,
      fullPage: true,
    })
    await stranger.context.close()

    // The author shows it again.
    await thread(page).getByRole('button', { name: 'Show' }).click()
    await thread(page).getByRole('button', { name: 'Comment options' }).click()
    await page.getByRole('menuitem', { name: 'Unhide comment' }).click()
    await expect(thread(page).getByText('Hidden by the author')).toHaveCount(0)
    await expect(thread(page).getByText('A comment to hide')).toBeVisible()
  })
}
