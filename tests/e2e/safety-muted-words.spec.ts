import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'
import { createPostViaApi, postCard } from './posts-helpers'

// Muted words (issue 31 §2), at phone and desktop widths: a member mutes a word in Settings >
// Privacy and safety; another member's post with it leaves the feed (Hide completely) or waits
// behind "Hidden: muted word" with Show (Collapse behind a warning), in search results too; the
// match is whole words in any case, so a post with a longer word holding it stays; removing the
// word brings the post back.

const mutedWords = (page: Page) => page.getByRole('region', { name: 'Muted words and tags' })

async function openPrivacy(page: Page) {
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Privacy and safety' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and safety' })).toBeVisible()
  await expect(mutedWords(page).getByRole('button', { name: 'Add' })).toBeVisible()
}

async function muteWord(page: Page, word: string, matching: string) {
  const section = mutedWords(page)
  await section.getByRole('textbox', { name: 'Word or tag' }).fill(word)
  await section.getByRole('radio', { name: matching }).check()
  await section.getByRole('button', { name: 'Add' }).click()
  await expect(section.getByRole('listitem').filter({ hasText: word })).toContainText(matching)
  await expect(section.getByRole('textbox', { name: 'Word or tag' })).toHaveValue('')
}

async function unmuteWord(page: Page, word: string) {
  const section = mutedWords(page)
  await section.getByRole('button', { name: `Unmute ${word}` }).click()
  await expect(section.getByText('You have not muted any words.')).toBeVisible()
}

for (const width of [390, 1280]) {
  test(`a member mutes a word, hides then collapses a post with it, and unmutes it (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two members, three visits to settings, three to the feed and one to search.
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    // A word nobody else writes; the posts hold it capitalised and inside a longer word.
    const word = `zorb${randomBytes(3).toString('hex')}`
    const capitalised = word[0]!.toUpperCase() + word.slice(1)
    const withWord = `Shipping ${capitalised} today, the beta is out`
    const withLongerWord = `Our ${word}ware release notes are up`

    const otherContext = await browser.newContext({ baseURL })
    const other = await otherContext.newPage()
    await signUp(other)
    await createPostViaApi(other.request, baseURL!, withLongerWord)
    await createPostViaApi(other.request, baseURL!, withWord)
    await otherContext.close()

    await signUp(page)
    await expect(postCard(page, withWord)).toBeVisible()
    await expect(postCard(page, withLongerWord)).toBeVisible()

    // Hide completely: the post with the word leaves the feed; the longer word is no match.
    await openPrivacy(page)
    await muteWord(page, word, 'Hide completely')
    await mutedWords(page).screenshot({ path: testInfo.outputPath(`muted-words-${width}.png`) })
    expect(await seriousViolations(page), `muted words at ${width} px`).toEqual([])
    await page.goto('/feed')
    await expect(postCard(page, withLongerWord)).toBeVisible()
    await expect(page.getByText(withWord)).toHaveCount(0)
    await expect(page.getByText('Hidden: muted word')).toHaveCount(0)

    // Collapse behind a warning, for 7 days: the post waits behind "Hidden: muted word".
    await openPrivacy(page)
    await unmuteWord(page, word)
    await mutedWords(page).getByRole('radio', { name: '7 days' }).check()
    // The form offers Feeds, Threads, Notifications and Search, all ticked: search collapses too.
    await expect(mutedWords(page).getByRole('checkbox', { name: 'Search' })).toBeChecked()
    await muteWord(page, word, 'Collapse behind a warning')
    await expect(mutedWords(page).getByRole('listitem')).toContainText(/· until /)
    await mutedWords(page).screenshot({
      path: testInfo.outputPath(`muted-words-warn-${width}.png`),
    })
    await page.goto('/feed')
    await expect(postCard(page, withLongerWord)).toBeVisible()
    const collapsed = page
      .getByRole('main')
      .locator('[data-post-card]')
      .filter({ hasText: 'Hidden: muted word' })
    await expect(collapsed).toHaveCount(1)
    await expect(page.getByText(withWord)).toHaveCount(0)
    await collapsed.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`collapsed-post-${width}.png`) })
    expect(await seriousViolations(page), `collapsed post at ${width} px`).toEqual([])
    // Show, by keyboard: the card takes the row's place, focused.
    await collapsed.getByRole('button', { name: 'Show' }).focus()
    await page.keyboard.press('Enter')
    await expect(postCard(page, withWord)).toBeVisible()
    await expect(postCard(page, withWord)).toBeFocused()
    await expect(page.getByText('Hidden: muted word')).toHaveCount(0)

    // Search collapses it behind the same row; Show, by keyboard, brings the result, focused.
    await page.goto(`/search?q=${word}`)
    const results = page.getByRole('region', { name: 'Posts' })
    const collapsedResult = results.getByRole('listitem').filter({ hasText: 'Hidden: muted word' })
    await expect(collapsedResult).toHaveCount(1)
    await expect(results.getByRole('link').filter({ hasText: 'the beta is out' })).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath(`collapsed-search-result-${width}.png`) })
    expect(await seriousViolations(page), `collapsed search result at ${width} px`).toEqual([])
    await collapsedResult.getByRole('button', { name: 'Show' }).focus()
    await page.keyboard.press('Enter')
    const result = results.getByRole('link').filter({ hasText: withWord })
    await expect(result).toBeFocused()
    await expect(page.getByText('Hidden: muted word')).toHaveCount(0)

    // Unmuted: the post is back in the feed as it was.
    await openPrivacy(page)
    await unmuteWord(page, word)
    await page.goto('/feed')
    await expect(postCard(page, withWord)).toBeVisible()
    await expect(postCard(page, withLongerWord)).toBeVisible()
    await expect(page.getByText('Hidden: muted word')).toHaveCount(0)
  })
}
