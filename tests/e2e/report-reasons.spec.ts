import { createUserViaApi, expect, signUp, test, toast } from './fixtures'
import { createPostViaApi, uniqueText } from './posts-helpers'

// Issue 31 §4: reporting asks why, and offers to block or mute in the same dialog.
for (const width of [390, 1280]) {
  test(`reports a post with a reason, and blocks its author in the same dialog (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const authorContext = await browser.newContext()
    const author = await createUserViaApi(authorContext.request, baseURL!)
    const post = await createPostViaApi(
      authorContext.request,
      baseURL!,
      uniqueText('Free followers'),
    )
    await authorContext.close()

    await page.setViewportSize({ width, height: 844 })
    await signUp(page)
    await page.goto(`/post/${post.id}`)
    await page.getByRole('button', { name: 'Post options' }).click()
    await page.getByRole('menuitem', { name: 'Report post' }).click()

    const dialog = page.getByRole('dialog', { name: 'Report this post?' })
    const reasons = dialog.getByRole('radiogroup', { name: 'Why are you reporting it?' })
    await expect(reasons.getByRole('radio')).toHaveCount(4)
    // Misleading metrics is for projects; a post is offered the other four.
    await expect(reasons.getByRole('radio', { name: 'Misleading metrics' })).toHaveCount(0)
    const submit = dialog.getByRole('button', { name: 'Report post' })
    await expect(submit).toBeDisabled()

    // Keyboard: focus the first reason and move with the arrows.
    await reasons.getByRole('radio', { name: 'Spam' }).focus()
    await page.keyboard.press('Space')
    await expect(reasons.getByRole('radio', { name: 'Spam' })).toBeChecked()
    // (Radix checks a radio the arrows reach while the key is down; Space checks the focused one.)
    await page.keyboard.press('ArrowDown')
    await expect(reasons.getByRole('radio', { name: 'Harassment or hate' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(reasons.getByRole('radio', { name: 'Harassment or hate' })).toBeChecked()

    // Something else needs a note.
    await reasons.getByRole('radio', { name: 'Something else' }).click()
    await submit.click()
    const note = dialog.getByRole('textbox', { name: 'What is wrong?' })
    await expect(dialog.getByText('Please tell us what is wrong')).toBeVisible()
    await expect(note).toBeFocused()
    await note.fill('Sells fake followers in every post')

    // Block the author in the same dialog: block covers mute, so mute shows ticked and fixed.
    const mute = dialog.getByRole('checkbox', { name: `Mute @${author.username}` })
    await mute.check()
    await dialog.getByRole('checkbox', { name: `Block @${author.username}` }).check()
    await expect(mute).toBeChecked()
    await expect(mute).toBeDisabled()
    await submit.click()

    await expect(toast(page, 'Reported')).toContainText(`You blocked @${author.username}.`)
    await expect(dialog).toHaveCount(0)
    // The reported post is hidden from its reporter: its page is left for the feed.
    await expect(page).toHaveURL(/\/feed$/)

    const blocks = await page.request.get('/api/me/blocks')
    expect(blocks.ok()).toBe(true)
    const usernames = ((await blocks.json()).items as { username: string }[]).map(
      (member) => member.username,
    )
    expect(usernames).toEqual([author.username])
  })
}
