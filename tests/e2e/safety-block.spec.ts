import { seriousViolations } from './axe'
import { expect, signUp, type TestUser, test, toast } from './fixtures'
import { createPostViaApi, postCard, uniqueText } from './posts-helpers'

// Issue 31 §1-2: blocking from a profile, the notice on both sides, the feed without the other
// side's posts, muting with terms, and undoing both from Settings > Privacy and safety.
for (const width of [390, 1280]) {
  test(`a member blocks another from their profile and unblocks in Settings (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })

    // B, in a browser of their own, posts.
    const bContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } })
    const bPage = await bContext.newPage()
    const b = await signUp(bPage)
    const content = uniqueText('Post by the blocked member')
    await createPostViaApi(bPage.request, baseURL!, content)

    // A follows B and sees the post.
    const a = await signUp(page)
    const own = uniqueText('Post by the blocker')
    await createPostViaApi(page.request, baseURL!, own)
    await page.goto(`/${b.username}`)
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Follow' }).click()
    await expect(page.getByRole('link', { name: '1 Follower' })).toBeVisible()
    await page.goto('/feed')
    await expect(postCard(page, content)).toBeVisible()

    // A blocks B from B's profile, after the confirmation.
    await page.goto(`/${b.username}`)
    await main.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: `Block @${b.username}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Block @${b.username}?` })
    await expect(confirm).toContainText('They are not told.')
    await confirm.getByRole('button', { name: 'Block' }).click()
    await expect(toast(page, `Blocked @${b.username}`)).toBeVisible()
    const notice = main.getByRole('status').filter({ hasText: `You blocked @${b.username}.` })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('button', { name: `Unblock @${b.username}` })).toBeVisible()
    // The block removed the follow, and nobody follows across it.
    await expect(page.getByRole('link', { name: '0 Followers' })).toBeVisible()
    await expect(main.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath(`blocked-profile-${width}.png`) })
    expect(await seriousViolations(page), `blocked profile at ${width} px`).toEqual([])

    // The menu now offers Unblock.
    await main.getByRole('button', { name: 'More actions' }).click()
    await expect(page.getByRole('menuitem', { name: `Unblock @${b.username}` })).toBeVisible()
    await page.keyboard.press('Escape')

    // B's post left A's feed.
    await page.goto('/feed')
    await expect(postCard(page, own)).toBeVisible()
    await expect(postCard(page, content)).toHaveCount(0)

    // B, signed in, is told they cannot interact with A, and has no Follow button.
    await bPage.goto(`/${a.username}`)
    const bMain = bPage.getByRole('main')
    await expect(
      bMain.getByText(`You cannot follow or interact with @${a.username}.`),
    ).toBeVisible()
    await expect(bMain.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0)
    await expect(bMain.getByText(`You blocked @${a.username}.`)).toHaveCount(0)
    await bPage.screenshot({ path: testInfo.outputPath(`cannot-interact-${width}.png`) })
    await bContext.close()

    // A mutes B's notifications for 7 days from the profile menu too.
    await page.goto(`/${b.username}`)
    await main.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: `Mute @${b.username}` }).click()
    const mute = page.getByRole('dialog', { name: `Mute @${b.username}` })
    await mute.getByRole('radio', { name: '7 days' }).check()
    await mute.getByRole('checkbox', { name: 'Mute notifications only' }).check()
    await page.screenshot({ path: testInfo.outputPath(`mute-dialog-${width}.png`) })
    await mute.getByRole('button', { name: 'Mute', exact: true }).click()
    await expect(toast(page, `Muted @${b.username}`)).toBeVisible()

    // A unblocks from Settings > Privacy and safety, and sees the mute's terms.
    await page.goto('/settings')
    await page.getByRole('link', { name: 'Privacy and safety' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy and safety' })).toBeVisible()
    const blocked = page.getByRole('region', { name: 'Blocked members' })
    const muted = page.getByRole('region', { name: 'Muted members' })
    await expect(muted.getByRole('listitem')).toContainText(/Notifications only · until /)
    await expect(muted.getByRole('button', { name: `Unmute @${b.username}` })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath(`privacy-${width}.png`), fullPage: true })
    expect(await seriousViolations(page), `privacy settings at ${width} px`).toEqual([])
    await blocked.getByRole('button', { name: `Unblock @${b.username}` }).click()
    await expect(toast(page, `Unblocked @${b.username}`)).toBeVisible()
    await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible()
    await muted.getByRole('button', { name: `Unmute @${b.username}` }).click()
    await expect(toast(page, `Unmuted @${b.username}`)).toBeVisible()
    await expect(muted.getByText('You have not muted anyone.')).toBeVisible()

    // Unblocked: B's profile has its Follow button again and no notice.
    await page.goto(`/${b.username}`)
    await expect(main.getByRole('button', { name: 'Follow' })).toBeVisible()
    await expect(main.getByText(`You blocked @${b.username}.`)).toHaveCount(0)
  })
}

test("a member mutes another from a post's menu and the post leaves the feed", async ({
  page,
  browser,
  baseURL,
}) => {
  const bContext = await browser.newContext({ baseURL })
  const bPage = await bContext.newPage()
  const b = await signUp(bPage)
  const content = uniqueText('Post by the muted member')
  await createPostViaApi(bPage.request, baseURL!, content)
  await bContext.close()

  await signUp(page)
  await page.goto('/feed')
  const card = postCard(page, content)
  await card.getByRole('button', { name: 'Post options' }).click()
  await expect(page.getByRole('menuitem', { name: `Block @${b.username}` })).toBeVisible()
  await page.getByRole('menuitem', { name: `Mute @${b.username}` }).click()
  const mute = page.getByRole('dialog', { name: `Mute @${b.username}` })
  await expect(mute.getByRole('radio', { name: 'Forever' })).toBeChecked()
  await mute.getByRole('button', { name: 'Mute', exact: true }).click()
  await expect(toast(page, `Muted @${b.username}`)).toBeVisible()
  await expect(card).toHaveCount(0)
})

// Issue 31 §1: "a member blocks another ... from a notification". Each item's options name its
// actor; after the block the actor's notifications leave the list (their comment, and their
// follow from the day's group of follows), and focus stays on the list.
for (const width of [390, 1280]) {
  test(`a member blocks another from a notification, by keyboard (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    const a = await signUp(page)
    const post = await createPostViaApi(page.request, baseURL!, uniqueText('Beta is out'))

    // B comments and follows; C follows too (the day's follows are one item).
    const others = []
    for (const name of ['b', 'c']) {
      const context = await browser.newContext({ baseURL })
      const otherPage = await context.newPage()
      const user = await signUp(otherPage)
      const origin = { origin: baseURL! }
      if (name === 'b') {
        const comment = await otherPage.request.post(`/api/posts/${post.id}/comments`, {
          data: { content: 'Not this again' },
          headers: origin,
        })
        expect(comment.status(), await comment.text()).toBeLessThan(300)
      }
      const follow = await otherPage.request.put(`/api/users/${a.username}/follow`, {
        headers: origin,
      })
      expect(follow.status(), await follow.text()).toBeLessThan(300)
      others.push({ context, user })
    }
    const [b, c] = others.map((other) => other.user) as [TestUser, TestUser]
    for (const other of others) await other.context.close()

    await page.goto('/notifications')
    const list = page.getByRole('list', { name: 'Notifications' })
    const items = list.getByRole('listitem')
    await expect(items).toHaveCount(2)
    const comment = items.filter({ hasText: 'commented on your post' })
    await expect(comment).toContainText(`@${b.username}`)
    await expect(items.filter({ hasText: 'followed you' })).toContainText(
      `${c.username} and 1 other followed you`,
    )

    // Keyboard only: focus the item's options, open, move to Block, choose, confirm.
    const options = comment.getByRole('button', { name: 'Notification options' })
    await expect(options).toBeVisible()
    // Checked before the menu opens: an open menu hides the rest of the page from assistive
    // technology (aria-hidden), which axe reports of every Radix menu.
    expect(await seriousViolations(page), `notifications at ${width} px`).toEqual([])
    await options.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem')).toHaveText([
      `Mute @${b.username}`,
      `Block @${b.username}`,
    ])
    await page.screenshot({ path: testInfo.outputPath(`notification-menu-${width}.png`) })
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: `Block @${b.username}` })).toBeFocused()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog', { name: `Block @${b.username}?` })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Block' }).focus()
    await page.keyboard.press('Enter')
    await expect(toast(page, `Blocked @${b.username}`)).toBeVisible()

    // B's comment left, and so did B's follow: C's follow stands alone.
    await expect(items).toHaveCount(1)
    await expect(list).not.toContainText(b.username)
    await expect(items.first()).toContainText(`@${c.username} started following you`)
    await expect(list).toBeFocused()
    await page.screenshot({ path: testInfo.outputPath(`notification-blocked-${width}.png`) })
  })
}
