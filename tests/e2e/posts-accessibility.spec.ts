import { seriousViolations } from './axe'
import { createUserViaApi, expect, signUp, test } from './fixtures'
import { createPostViaUi, pngFile, postCard, uniqueText } from './posts-helpers'

for (const colorScheme of ['light', 'dark'] as const) {
  test(`posts screens have no serious violations (${colorScheme})`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Ten axe passes over busy screens: on a loaded 2-core machine this alone takes ~2 minutes.
    test.setTimeout(240_000)
    await page.emulateMedia({ colorScheme })
    // Someone to suggest: the composer never suggests the writer.
    const other = await createUserViaApi(request, baseURL!)
    const me = await signUp(page)
    const content = uniqueText(`Accessible #a11y post by @${me.username}`)
    await createPostViaUi(page, content, [
      await pngFile('a.png', '#0ea5e9'),
      await pngFile('b.png', '#a855f7'),
    ])
    const card = postCard(page, content)
    await card.getByRole('button', { name: 'Like', exact: true }).click()
    await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveText('1')

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/feed')
      await expect(card).toBeVisible()
      expect(await seriousViolations(page), `/feed at ${width}`).toEqual([])

      await card.getByRole('button', { name: 'Comment', exact: true }).click()
      await page.getByLabel('Add a comment').fill('A comment to check')
      await page.getByRole('button', { name: 'Comment', exact: true }).last().click()
      await expect(page.getByText('A comment to check').first()).toBeVisible()
      await page.getByRole('button', { name: 'Reply' }).first().click()
      expect(await seriousViolations(page), `post page at ${width}`).toEqual([])

      await card.getByRole('button', { name: 'Open image 1 of 2' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await seriousViolations(page), `image viewer at ${width}`).toEqual([])
      await page.keyboard.press('Escape')

      await page.goto('/create-post')
      await page.getByLabel('What are you building?').fill(`Hi @${other.username.slice(0, -2)}`)
      await expect(page.getByRole('listbox', { name: 'Mention suggestions' })).toBeVisible()
      await page.locator('#post-images').setInputFiles([await pngFile('c.png', '#f97316')])
      expect(await seriousViolations(page), `composer at ${width}`).toEqual([])

      await page.goto('/tag/a11y')
      await expect(page.getByRole('heading', { name: '#a11y' })).toBeVisible()
      expect(await seriousViolations(page), `tag page at ${width}`).toEqual([])
    }
  })
}
