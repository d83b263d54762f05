import type { Launch } from '@common/launches'
import type { Locator, Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'
import {
  createProjectAs,
  openLaunchToday,
  scheduleLaunchAs,
  utcDayFromToday,
} from './launch-fixtures'
import { memberInNewContext } from './moderation-fixtures'

// The launches leaderboards (issue 32): visitors and members see /launches; a vote in one browser
// changes the count and the rank in another without a reload; the topic filter; Upcoming with
// Notify me; rows lead to the launch page. The e2e database is shared with the other specs,
// which launch today too, so every list here is filtered by this spec's own tag.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A leaderboard row, found by its project's name. */
const row = (page: Page, name: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) })

const rowNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()

test('the leaderboards: live counts across browsers, topics, upcoming, for visitors and members', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const tag = `lb${unique()}`
  const first = `Alpha ${unique()}`
  const second = `Beta ${unique()}`
  const later = `Gamma ${unique()}`

  // A maker launches two projects today and schedules a third for a later day.
  await signUp(page)
  const launches: Launch[] = []
  for (const name of [first, second]) {
    const projectId = await createProjectAs(page, name)
    launches.push(
      await scheduleLaunchAs(page, projectId, { tagline: `${name} is live`, tags: [tag] }),
    )
  }
  for (const launch of launches) await openLaunchToday(page, launch.id)
  const upcomingProject = await createProjectAs(page, later)
  const upcoming = await scheduleLaunchAs(page, upcomingProject, {
    day: utcDayFromToday(40),
    tagline: `${later} opens soon`,
    tags: [tag],
  })

  // A visitor sees today's board, with the counted-votes line, rows leading to the launch page
  // (the makers' first comment opens each thread).
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/launches?topic=${tag}`)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Launches' })).toBeVisible()
  await expect(visitor.getByText(/^Ranks count votes from members who joined/)).toBeVisible()
  await expect(row(visitor, first)).toBeVisible()
  await expect(row(visitor, first).getByRole('link', { name: first })).toHaveAttribute(
    'href',
    `/launch/${launches[0]!.id}`,
  )
  await expect(row(visitor, first).getByText('1 comment', { exact: true })).toBeVisible()
  await row(visitor, first).getByRole('link', { name: first }).click()
  await expect(visitor).toHaveURL(new RegExp(`/launch/${launches[0]!.id}$`))
  // The landing page shows today's launches to visitors.
  await visitor.setViewportSize({ width: 390, height: 900 })
  await visitor.goto('/')
  const landingLaunches = visitor.getByRole('region', { name: 'Today’s launches' })
  await expect(landingLaunches.getByRole('article').first()).toBeVisible()
  await landingLaunches.scrollIntoViewIfNeeded()
  await visitor.screenshot({ path: testInfo.outputPath('landing-launches-390.png') })
  await visitorContext.close()

  // Member A watches the Today tab; member B upvotes the second launch in another browser.
  const a = await memberInNewContext(browser)
  const b = await memberInNewContext(browser)
  // The tab follows today's votes once its stream carries the day (?launches=).
  const followsToday = a.page.waitForResponse(
    (response) =>
      response.url().includes('/api/events') &&
      response.url().includes(`launches=${utcDayFromToday(0)}`),
  )
  await a.page.goto(`/launches?topic=${tag}`)
  await followsToday
  const secondOnA = row(a.page, second)
  await expect(secondOnA.getByRole('button', { name: 'Upvote, 0 upvotes' })).toBeVisible()
  // Ties go by id, as the server orders them; B's vote must put the second launch on top.
  const [top] = await rowNames(a.page)
  const underdog = top === second ? first : second
  const underdogId = launches[top === second ? 0 : 1]!.id
  await expect(a.page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page')

  await b.page.goto(`/launches?topic=${tag}`)
  await row(b.page, underdog).getByRole('button', { name: 'Upvote, 0 upvotes' }).click()
  await expect(
    row(b.page, underdog).getByRole('button', { name: 'Upvoted, 1 upvote' }),
  ).toBeVisible()

  // A's tab changes without a reload or a list request: the count and the rank.
  const listRequests: string[] = []
  a.page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/launches') listRequests.push(request.url())
  })
  const underdogOnA = row(a.page, underdog)
  await expect(underdogOnA.getByRole('button', { name: 'Upvote, 1 upvote' })).toBeVisible()
  await expect(underdogOnA.getByText('Rank 1')).toBeAttached()
  await expect.poll(() => rowNames(a.page)).toEqual([underdog, top])
  expect(listRequests).toEqual([])
  await expect(a.page.getByRole('link', { name: underdog })).toHaveAttribute(
    'href',
    `/launch/${underdogId}`,
  )

  // The topic filter: another topic empties the board, the tag brings it back, in the URL.
  await a.page.goto('/launches?tab=week')
  await a.page.getByRole('searchbox', { name: 'Topic' }).fill(`none${unique()}`)
  await a.page.getByRole('button', { name: 'Filter' }).click()
  await expect(a.page.getByText(/^No launches about/)).toBeVisible()
  await a.page.getByRole('searchbox', { name: 'Topic' }).fill(`#${tag}`)
  await a.page.getByRole('button', { name: 'Filter' }).click()
  await expect(a.page).toHaveURL(new RegExp(`/launches\\?tab=week&topic=${tag}$`))
  await expect.poll(() => rowNames(a.page)).toEqual([underdog, top])

  // Upcoming keeps the topic: the later launch with its opening time and Notify me.
  await a.page.getByRole('link', { name: 'Upcoming' }).click()
  await expect(a.page).toHaveURL(new RegExp(`/launches\\?tab=upcoming&topic=${tag}$`))
  const upcomingRow = row(a.page, later)
  await expect(upcomingRow).toBeVisible()
  await expect(a.page.getByText(/^Opens .* your time$/)).toBeVisible()
  await upcomingRow.getByRole('button', { name: 'Notify me' }).click()
  await expect(upcomingRow.getByRole('button', { name: 'We’ll notify you' })).toBeVisible()
  await expect
    .poll(async () => {
      const response = await a.page.request.get(`/api/launches/${upcoming.id}`)
      return ((await response.json()) as Launch).notifyByMe
    })
    .toBe(true)

  // Phone and desktop: axe, and screenshots to look at.
  for (const width of [390, 1280]) {
    await a.page.setViewportSize({ width, height: 900 })
    await a.page.goto(`/launches?topic=${tag}`)
    await expect(row(a.page, underdog)).toBeVisible()
    expect(await seriousViolations(a.page), `today at ${width} px`).toEqual([])
    const sideways = await a.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(sideways, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0)
    await a.page.screenshot({
      path: testInfo.outputPath(`launches-today-${width}.png`),
      fullPage: true,
    })
    await a.page.goto(`/launches?tab=upcoming&topic=${tag}`)
    await expect(row(a.page, later)).toBeVisible()
    expect(await seriousViolations(a.page), `upcoming at ${width} px`).toEqual([])
    expect(
      await a.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    await a.page.screenshot({
      path: testInfo.outputPath(`launches-upcoming-${width}.png`),
      fullPage: true,
    })
  }

  // Desktop members reach the board from the side navigation; the rail's top 3 elsewhere.
  await a.page.goto('/feed')
  await a.page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Launches' })
    .click()
  await expect(a.page).toHaveURL(/\/launches$/)
  await a.page.goto('/explore')
  const todays = a.page.getByRole('region', { name: 'Today’s launches' })
  await expect(todays.getByRole('link', { name: 'All launches' })).toBeVisible()
  await expect(todays.getByRole('article').first()).toBeVisible()
  await a.page.screenshot({ path: testInfo.outputPath('explore-launches-1280.png') })
  await a.page.setViewportSize({ width: 390, height: 900 })
  await expect(todays.getByRole('article').first()).toBeVisible()
  expect(
    await a.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await a.page.screenshot({ path: testInfo.outputPath('explore-launches-390.png') })
  await a.page.setViewportSize({ width: 1280, height: 900 })
  await a.page.goto('/feed')
  const rail = a.page.getByRole('complementary', { name: 'Discover' })
  await expect(rail.getByRole('link', { name: 'All launches' })).toBeVisible()
  await expect(rail.getByRole('link', { name: /^Rank 1/ })).toBeVisible()
  await a.page.screenshot({ path: testInfo.outputPath('feed-rail-launches-1280.png') })

  await a.page.context().close()
  await b.page.context().close()
})
