import type { APIRequestContext, Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { createUserViaApi, expect, signUp, type TestUser, test } from './fixtures'
import { createPostViaApi } from './posts-helpers'

const shots = process.env.EXPLORE_SHOTS

/** A maker with a signed-in request context of their own, a project and a tagged post. */
async function makeMaker(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
  project: { name: string; category: string; mrr: number },
  tag: string,
): Promise<TestUser & { request: APIRequestContext }> {
  const request = await playwright.request.newContext({ baseURL })
  const user = await createUserViaApi(request, baseURL)
  const response = await request.post('/api/projects', {
    data: { tagline: 'Shipping in public', ...project },
    headers: { origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(201)
  await createPostViaApi(request, baseURL, `Day one of #${tag}`)
  return { ...user, request }
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The layout shifts the page has seen since it loaded (the CLS sum, without input-caused ones). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
      }),
  )
}

test('visitors browse Explore: projects by category and MRR, topics, makers, new this week', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const category = `Climate${unique()}`
  const tag = `explore${unique()}`
  const small = await makeMaker(
    playwright,
    baseURL!,
    { name: `Small ${unique()}`, category, mrr: 10 },
    tag,
  )
  const big = await makeMaker(
    playwright,
    baseURL!,
    { name: `Big ${unique()}`, category, mrr: 9000 },
    tag,
  )

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/404')
  await page
    .getByRole('navigation', { name: 'Site' })
    .getByRole('link', { name: 'Explore' })
    .click()
  await expect(page).toHaveURL(/\/explore$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible()

  await page.getByLabel('Category').selectOption({ label: category })
  await page.getByLabel('Sort by').selectOption({ label: 'Highest MRR' })
  await expect(page).toHaveURL(/sort=mrr/)
  const cards = page.locator('main a[href^="/project/"]')
  await expect(cards).toHaveCount(2)
  await expect(cards.first()).toContainText('Big')
  await expect(cards.last()).toContainText('Small')

  await page.getByRole('link', { name: 'Topics', exact: true }).click()
  const topic = page.getByRole('link', { name: new RegExp(`#${tag} 2 makers · 2 posts`) })
  await expect(topic).toBeVisible()
  await page.getByLabel('Period').selectOption({ label: 'Last 24 hours' })
  await expect(topic).toBeVisible()

  await page.getByRole('link', { name: 'Makers', exact: true }).click()
  await expect(page.getByRole('link', { name: new RegExp(big.username) })).toBeVisible()
  // Visitors are invited to sign up rather than follow.
  await expect(page.getByRole('link', { name: 'Follow' }).first()).toHaveAttribute(
    'href',
    '/signup',
  )

  await page.getByRole('link', { name: 'New this week' }).click()
  await expect(page.getByRole('heading', { name: 'New makers' })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(small.username) })).toBeVisible()

  await topicOpensTagPage(page, tag)
  for (const maker of [small, big]) await maker.request.dispose()
})

async function topicOpensTagPage(page: Page, tag: string) {
  await page.goto('/explore?tab=topics')
  await page.getByRole('link', { name: new RegExp(`#${tag}`) }).click()
  await expect(page).toHaveURL(new RegExp(`/tag/${tag}$`))
}

test('members follow and dismiss suggestions by keyboard; a dismissal lasts', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = `kbd${unique()}`
  const first = await makeMaker(
    playwright,
    baseURL!,
    { name: `Kbd ${unique()}`, category: 'Tools', mrr: 1 },
    tag,
  )
  const second = await makeMaker(
    playwright,
    baseURL!,
    { name: `Kbd ${unique()}`, category: 'Tools', mrr: 2 },
    tag,
  )
  await page.setViewportSize({ width: 390, height: 844 })
  await signUp(page)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Explore' })
    .click()
  await expect(page).toHaveURL(/\/explore$/)
  // The sections by keyboard: Tab to the third, Enter opens it.
  const sections = page.getByRole('navigation', { name: 'Explore sections' })
  await sections.getByRole('link', { name: 'Projects' }).focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(sections.getByRole('link', { name: 'Makers' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(sections.getByRole('link', { name: 'Makers' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  const dismissSecond = page.getByRole('button', {
    name: `Dismiss ${second.username} from suggestions`,
  })
  await dismissSecond.focus()
  await page.keyboard.press('Enter')
  await expect(dismissSecond).toHaveCount(0)
  const firstRow = page.getByRole('listitem').filter({ hasText: first.username })
  await firstRow.getByRole('button', { name: 'Follow' }).click()
  await expect(firstRow.getByRole('button', { name: 'Unfollow' })).toBeVisible()

  const suggestions = page.waitForResponse((response) =>
    response.url().includes('/api/explore/makers?'),
  )
  await page.reload()
  await expect(sections.getByRole('link', { name: 'Makers' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await suggestions
  await expect(page.getByText(`@${second.username}`)).toHaveCount(0)
  await expect(page.getByText(`@${first.username}`)).toHaveCount(0)
  for (const maker of [first, second]) await maker.request.dispose()
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Explore and the rail pass axe and keep CLS 0 (${colorScheme})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    await page.emulateMedia({ colorScheme })
    const tag = `rail${unique()}`
    const maker = await makeMaker(
      playwright,
      baseURL!,
      { name: `Rail ${unique()}`, category: 'Design', mrr: 5 },
      tag,
    )
    await signUp(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/explore')
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
      expect(await seriousViolations(page), `explore at ${width} px`).toEqual([])
      if (shots) await page.screenshot({ path: `${shots}/explore-${width}-${colorScheme}.png` })
      await page.goto('/explore?tab=makers')
      await expect(page.getByRole('button', { name: 'Follow' }).first()).toBeVisible()
      expect(await seriousViolations(page), `makers at ${width} px`).toEqual([])
    }

    // The rail: from 1024 px on the feed, tag, post and profile screens, never below. It shows
    // the week's top topics; the suite's other tags may outrank this one, so look for the top one.
    const rail = page.getByRole('complementary', { name: 'Discover' })
    const topTopicLink = async () => {
      const response = await page.request.get('/api/explore/topics?window=week&limit=1')
      const { items } = (await response.json()) as { items: { tag: string }[] }
      return rail.getByRole('link', { name: new RegExp(`#${items[0]!.tag}\\b`) })
    }
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/feed')
    await expect(page.getByRole('heading', { name: 'Trending topics' })).toHaveCount(0)
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const path of ['/feed', `/tag/${tag}`, `/${maker.username}`]) {
      await page.goto(path)
      await expect(await topTopicLink()).toBeVisible()
      await expect(rail.getByRole('button', { name: 'Follow' }).first()).toBeVisible()
      expect(await layoutShift(page), `CLS on ${path}`).toBe(0)
    }
    expect(await seriousViolations(page), 'rail on a profile').toEqual([])
    await page.goto('/feed')
    await expect(await topTopicLink()).toBeVisible()
    if (shots) await page.screenshot({ path: `${shots}/feed-rail-1280-${colorScheme}.png` })
    await page.setViewportSize({ width: 1024, height: 800 })
    if (shots) await page.screenshot({ path: `${shots}/feed-rail-1024-${colorScheme}.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    await rail.getByLabel('Search Makerfolio').fill('rail')
    await rail.getByLabel('Search Makerfolio').press('Enter')
    await expect(page).toHaveURL(/\/search\?q=rail$/)
    await page.goto('/explore')
    await expect(rail).toHaveCount(0)
    await maker.request.dispose()
  })
}

test('an empty Following feed suggests makers to follow', async ({ page, playwright, baseURL }) => {
  const maker = await makeMaker(
    playwright,
    baseURL!,
    { name: `Empty ${unique()}`, category: 'Tools', mrr: 3 },
    `empty${unique()}`,
  )
  await page.setViewportSize({ width: 390, height: 844 })
  await signUp(page)
  await page.goto('/feed?tab=following')
  const suggestions = page.getByRole('region', { name: 'Makers you might like' })
  const row = suggestions.getByRole('listitem').filter({ hasText: maker.username })
  await row.getByRole('button', { name: 'Follow' }).click()
  await expect(row.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  await page.getByRole('link', { name: 'Find more makers' }).click()
  await expect(page).toHaveURL(/\/explore\?tab=makers$/)
  await maker.request.dispose()
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the landing page shows visitors top projects and recent posts (${colorScheme})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await page.emulateMedia({ colorScheme })
    const tag = `landing${unique()}`
    const maker = await makeMaker(
      playwright,
      baseURL!,
      { name: `Landing ${unique()}`, category: 'Finance', mrr: 999_999 },
      tag,
    )
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const projects = page.getByRole('region', { name: 'Top projects' })
      await expect(projects.getByRole('link', { name: /Landing/ }).first()).toBeVisible()
      const posts = page.getByRole('region', { name: 'Recent posts' })
      await expect(posts.getByRole('link', { name: `#${tag}` }).first()).toBeVisible()
      expect(await seriousViolations(page), `landing at ${width} px`).toEqual([])
      if (shots) {
        await page.screenshot({
          path: `${shots}/landing-${width}-${colorScheme}.png`,
          fullPage: true,
        })
      }
    }
    await maker.request.dispose()
  })
}
