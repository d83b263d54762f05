import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'
import { apiAs } from './moderation-fixtures'

test.describe.configure({ timeout: 120_000 })

const shots = process.env.SEARCH_SHOTS

/** A made-up word only this test's posts hold. */
const word = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

test('searching a word of a post finds it with the word marked, and See all pages through every match', async ({
  page,
}) => {
  const tag = word()
  await signUp(page)
  const older: string[] = []
  for (let i = 0; i < 22; i++) {
    older.push(
      (await apiAs<{ id: string }>(page, 'POST', '/api/posts', { content: `Note ${i} on ${tag}` }))
        .id,
    )
  }
  const post = await apiAs<{ id: string }>(page, 'POST', '/api/posts', {
    content: `Our new pricing page for ${tag} is live <script>alert(1)</script>`,
  })

  await page.goto(`/search?q=${encodeURIComponent(`pricing ${tag}`)}`)
  const posts = page.getByRole('region', { name: 'Posts' })
  const row = posts.getByRole('link').first()
  await expect(row).toHaveAttribute('href', `/post/${post.id}`)
  await expect(row.locator('mark')).toHaveText(['pricing', tag])
  // The post's text is text: the markup in it shows as typed.
  await expect(row).toContainText('<script>alert(1)</script>')
  await expect(posts.getByRole('link', { name: 'See all posts' })).toHaveCount(0)

  const box = page.getByRole('searchbox', { name: 'Search' })
  await box.fill(tag)
  await expect(posts.locator('[data-search-post]')).toHaveCount(5)
  await posts.getByRole('link', { name: 'See all posts' }).click()
  await expect(page).toHaveURL(new RegExp(`/search/posts\\?q=${tag}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Posts matching “${tag}”`)
  const all = page.locator('[data-search-post]')
  await expect(all.first()).toBeVisible()
  // 23 matches, 20 a page: the second page arrives as the end comes near (or on the button).
  await page
    .getByText('No more results')
    .or(page.getByRole('button', { name: 'Load more' }))
    .first()
    .scrollIntoViewIfNeeded()
  await expect(page.getByText('No more results')).toBeVisible()
  await expect(all).toHaveCount(23)
  const hrefs = await all.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(new Set(hrefs).size).toBe(23)
  expect(hrefs).toContain(`/post/${older[0]}`)
})

test('a #tag query offers the tag page first', async ({ page }) => {
  const tag = word()
  await signUp(page)
  const post = await apiAs<{ id: string }>(page, 'POST', '/api/posts', {
    content: `Shipped the pricing page #${tag}`,
  })
  await page.goto('/search')
  await page.getByRole('searchbox', { name: 'Search' }).fill(`#${tag}`)
  const first = page.locator('[data-search-result]').first()
  await expect(first).toHaveAttribute('href', `/tag/${tag}`)
  await expect(first).toContainText(`#${tag}`)
  await expect(
    page
      .getByRole('region', { name: 'Posts' })
      .getByRole('link', { name: /Shipped the pricing page/ }),
  ).toHaveAttribute('href', `/post/${post.id}`)
  await first.click()
  await expect(page).toHaveURL(new RegExp(`/tag/${tag}$`))
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`search with posts is accessible at 390 and 1280 px (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    const tag = word()
    await signUp(page)
    await apiAs(page, 'POST', '/api/projects', {
      name: `Inbox ${tag}`,
      tagline: `Zero inbox pricing for ${tag}`,
      category: 'Finance',
    })
    for (let i = 0; i < 6; i++) {
      await apiAs(page, 'POST', '/api/posts', {
        content: `Post ${i}: how we changed our pricing for ${tag} after talking to 30 customers. Prices went up and churn went down.`,
      })
    }
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/search?q=${encodeURIComponent(`pricing ${tag}`)}`)
      await expect(
        page.getByRole('region', { name: 'Posts' }).locator('mark').first(),
      ).toBeVisible()
      await expect(page.getByRole('region', { name: 'Projects' })).toBeVisible()
      expect(await seriousViolations(page), `search at ${width} px`).toEqual([])
      if (shots)
        await page.screenshot({
          path: `${shots}/search-posts-${width}-${colorScheme}.png`,
          fullPage: true,
        })
      await page.goto(`/search/posts?q=${encodeURIComponent(tag)}`)
      await expect(page.locator('[data-search-post]')).toHaveCount(6)
      expect(await seriousViolations(page), `see all at ${width} px`).toEqual([])
      if (shots)
        await page.screenshot({
          path: `${shots}/search-see-all-${width}-${colorScheme}.png`,
          fullPage: true,
        })
    }
  })
}
