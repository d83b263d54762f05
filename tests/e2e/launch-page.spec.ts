import type { Launch } from '@common/launches'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'
import { makeVoterCount, openLaunchToday, scheduleLaunchAs, withAppDb } from './launch-fixtures'
import { apiAs, grantModerator, memberInNewContext } from './moderation-fixtures'

// The launch page (issue 32, /launch/{id}) against the real server: a live launch for a visitor
// and a member (upvote, withdraw, upvoters, the thread), moderators' void and disqualify, and an
// upcoming launch's opening time and Notify me. Each launch is its own project's (unique names).

/** A project with numbers and two screenshots, through the API as the page's member. */
async function projectWithGallery(page: Page, name: string) {
  const project = await apiAs<{ id: string }>(page, 'POST', '/api/projects', {
    name,
    tagline: 'Ship faster',
    description: `${name} helps makers ship.`,
    mrr: '1200',
    userCount: '340',
  })
  const origin = new URL(page.url()).origin
  const imageIds: string[] = []
  for (const [red, green, blue] of [
    [70, 90, 220],
    [230, 120, 40],
  ] as const) {
    const buffer = await sharp({
      create: { width: 1200, height: 750, channels: 3, background: { r: red, g: green, b: blue } },
    })
      .png()
      .toBuffer()
    const response = await page.request.post(`/api/projects/${project.id}/gallery`, {
      multipart: { image: { name: 'shot.png', mimeType: 'image/png', buffer } },
      headers: { origin },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const gallery = (await response.json()) as { images: { id: string }[] }
    imageIds.push(gallery.images.at(-1)!.id)
  }
  return { projectId: project.id, imageIds }
}

/** A maker (in a context of their own) with a project launched today; answers the launch. */
async function liveLaunch(browser: Parameters<typeof memberInNewContext>[0], name: string) {
  const maker = await memberInNewContext(browser)
  const { projectId, imageIds } = await projectWithGallery(maker.page, name)
  const launch = await apiAs<Launch>(maker.page, 'POST', `/api/projects/${projectId}/launches`, {
    day: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    tagline: 'Launch day is here',
    tags: ['devtools'],
    galleryImageIds: imageIds,
    firstComment: 'Hi makers! Thanks for looking.',
  })
  await openLaunchToday(maker.page, launch.id)
  return { maker, launch }
}

/** Screenshots at phone and desktop widths, for a person to look at (SHOTS_DIR set). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${dir}/launch-page-${name}-${width}.png`, fullPage: true })
  }
}

const upvoteButton = (page: Page) => page.locator('[data-launch-action="upvote"]')

test('a live launch: a visitor reads it, a member upvotes, withdraws, sees the upvoters and comments', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const name = `Liftoff${Date.now()}`
  const { maker, launch } = await liveLaunch(browser, name)

  // A visitor reads it all and is invited to sign up to vote.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/launch/${launch.id}`)
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(visitor.getByText('Launch day is here')).toBeVisible()
  await expect(visitor.getByText('Live now')).toBeVisible()
  await expect(visitor.getByText(/^Ranks count votes from members who joined/)).toBeVisible()
  await expect(visitor.getByRole('button', { name: /^Open screenshot 1 of 2/ })).toBeVisible()
  await expect(visitor.getByText('$1,200/mo')).toBeVisible()
  const thread = visitor.getByRole('region', { name: 'Comments' })
  await expect(thread.getByRole('listitem').first()).toContainText('Hi makers! Thanks for looking.')
  await expect(visitor.getByRole('link', { name: 'Sign up to leave a comment' })).toBeVisible()
  await expect(upvoteButton(visitor)).not.toHaveAttribute('aria-pressed')
  expect(await seriousViolations(visitor), 'visitor').toEqual([])
  await upvoteButton(visitor).click()
  await expect(visitor).toHaveURL(/\/signup/)
  await visitorContext.close()

  // A member upvotes: the count and the pressed state change; they are among the upvoters.
  const member = await signUp(page)
  await page.goto(`/launch/${launch.id}`)
  const upvote = upvoteButton(page)
  await expect(upvote).toHaveAttribute('aria-pressed', 'false')
  await expect(upvote).toHaveAccessibleName('Upvote, 0 upvotes')
  await upvote.click()
  await expect(upvote).toHaveAttribute('aria-pressed', 'true')
  await expect(upvote).toHaveAccessibleName('Upvoted, 1 upvote')
  await page.getByRole('button', { name: 'See who upvoted' }).click()
  const voters = page.getByRole('dialog', { name: 'Upvoters' })
  await expect(voters.getByRole('link', { name: new RegExp(`@${member.username}`) })).toBeVisible()
  // A member who joined today is shown, not counted (launchTexts.countedRule).
  await expect(voters.getByText('Not counted')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(voters).toBeHidden()

  // The maker's open page follows the count live, with no reload.
  await maker.page.goto(`/launch/${launch.id}`)
  await expect(upvoteButton(maker.page)).toHaveAccessibleName(/, 1 upvote$/)

  // Withdrawn while the day lasts, from the keyboard.
  await upvote.focus()
  await page.keyboard.press('Enter')
  await expect(upvote).toHaveAttribute('aria-pressed', 'false')
  await expect(upvote).toHaveAccessibleName('Upvote, 0 upvotes')
  await expect(upvoteButton(maker.page)).toHaveAccessibleName(/, 0 upvotes$/)

  // A comment on the thread, after the maker's first comment.
  const comments = page.getByRole('region', { name: 'Comments' })
  await page.getByLabel('Add a comment').fill('Congrats on the launch!')
  await comments.getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(
    comments.getByRole('paragraph').filter({ hasText: 'Congrats on the launch!' }),
  ).toBeVisible()
  await expect(comments.locator(':scope > ul > li').first()).toContainText(
    'Hi makers! Thanks for looking.',
  )
  await expect(comments.locator(':scope > ul > li').nth(1)).toContainText('Congrats on the launch!')
  await page.reload()
  await expect(
    comments.getByRole('paragraph').filter({ hasText: 'Congrats on the launch!' }),
  ).toBeVisible()

  expect(await seriousViolations(page), 'member').toEqual([])
  await shoot(page, 'live')

  // After the day: the frozen ranks' badges, readable in both themes.
  await withAppDb((db) =>
    db.query(`update launches set state = 'ended', day_rank = 1, week_rank = 2 where id = $1`, [
      launch.id,
    ]),
  )
  await page.reload()
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('#1 Launch of the Day')
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('#2 Launch of the Week')
  await expect(page.getByText(/^This launch day is over/)).toBeVisible()
  await expect(upvoteButton(page)).toBeDisabled()
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await seriousViolations(page), 'ended, dark').toEqual([])
  await shoot(page, 'ended-dark')
  await maker.page.context().close()
})

test('a moderator voids a counted vote and disqualifies the launch with a reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const name = `Rocket${Date.now()}`
  const { maker, launch } = await liveLaunch(browser, name)

  // A member whose vote counts upvotes it.
  const fan = await memberInNewContext(browser)
  await makeVoterCount(fan.page, fan.user.username)
  const vote = await apiAs<{ counted: boolean }>(fan.page, 'PUT', `/api/launches/${launch.id}/vote`)
  expect(vote.counted).toBe(true)

  const moderator = await signUp(page)
  await grantModerator(moderator.username)
  await page.goto(`/launch/${launch.id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText(/^#\d+ today$/)).toBeVisible()

  // Void: the vote stays in the total, out of the rank.
  await page.getByRole('button', { name: 'See who upvoted' }).click()
  const voters = page.getByRole('dialog', { name: 'Upvoters' })
  await expect(voters.getByText('1 of 1 upvote counts for the rank')).toBeVisible()
  await voters.getByRole('button', { name: `Void @${fan.user.username}’s vote` }).click()
  const confirm = page.getByRole('alertdialog', { name: `Void @${fan.user.username}’s vote?` })
  await confirm.getByRole('button', { name: 'Void vote' }).click()
  await expect(voters.getByText('Not counted')).toBeVisible()
  await expect(voters.getByText('0 of 1 upvote counts for the rank')).toBeVisible()
  await page.keyboard.press('Escape')

  // Disqualify, with a reason the page then shows (and the moderation history logs).
  await page
    .getByRole('region', { name: 'Moderation' })
    .getByRole('button', { name: 'Disqualify' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Disqualify this launch?' })
  await dialog.getByLabel('Reason').fill('Votes bought from a vote ring')
  await dialog.getByRole('button', { name: 'Disqualify' }).click()
  await expect(dialog).toBeHidden()
  const notice = page.getByRole('region', { name: 'Disqualified' })
  await expect(notice).toContainText('Votes bought from a vote ring')
  await expect(upvoteButton(page)).toBeDisabled()

  // Everyone sees the reason.
  await fan.page.goto(`/launch/${launch.id}`)
  await expect(fan.page.getByRole('region', { name: 'Disqualified' })).toContainText(
    'Votes bought from a vote ring',
  )
  await expect(fan.page.getByRole('region', { name: 'Moderation' })).toHaveCount(0)
  expect(await seriousViolations(page), 'disqualified').toEqual([])
  await shoot(page, 'disqualified')
  await fan.page.context().close()
  await maker.page.context().close()
})

test('an upcoming launch shows when it opens and Notify me; its maker sees Edit launch', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const maker = await memberInNewContext(browser)
  const { projectId } = await projectWithGallery(maker.page, `Soon${Date.now()}`)
  const launch = await scheduleLaunchAs(maker.page, projectId)

  await signUp(page)
  await page.goto(`/launch/${launch.id}`)
  const opening = page.locator('time', { hasText: /^Opens / })
  await expect(opening).toHaveAttribute('datetime', launch.startsAt)
  await expect(page.getByText('Launch days start at 00:00 UTC and last 24 hours.')).toBeVisible()
  await expect(page.getByText('Hi makers! Thanks for looking.')).toBeVisible()
  await expect(upvoteButton(page)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit launch' })).toHaveCount(0)
  const notify = page.getByRole('button', { name: 'Notify me' })
  await notify.click()
  await expect(page.getByRole('button', { name: 'We’ll notify you' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.reload()
  await expect(page.getByRole('button', { name: 'We’ll notify you' })).toBeVisible()
  expect(await seriousViolations(page), 'scheduled').toEqual([])
  await shoot(page, 'scheduled')

  await maker.page.goto(`/launch/${launch.id}`)
  await expect(maker.page.getByRole('link', { name: 'Edit launch' })).toHaveAttribute(
    'href',
    `/launch/${launch.id}/edit`,
  )
  await maker.page.context().close()
})

test('a launch that does not exist says so', async ({ page }) => {
  await page.goto('/launch/00000000-0000-4000-8000-000000000000')
  await expect(page.getByText('This launch could not be found')).toBeVisible()
})
