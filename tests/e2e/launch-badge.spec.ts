import { formatLaunchDay } from '@common/launch-badge-texts'
import type { Launch } from '@common/launches'
import type { Project } from '@common/projects'
import { expect, test } from './fixtures'
import {
  createProjectAs,
  makeVoterCount,
  openLaunchToday,
  scheduleLaunchAs,
  utcDayFromToday,
  withAppDb,
} from './launch-fixtures'
import { apiAs, memberInNewContext } from './moderation-fixtures'

// A launch's final badge (issue 32) against the real server: a launch opened today gets counted
// votes, its day is moved to yesterday, and the server's own launch-day pass (every 3 s here)
// ends it and freezes its rank. Then the project page, its badge.svg and the feed show it.

test('final badge: a launch that ended shows its badge on the project page, in badge.svg and in the feed', async ({
  browser,
}) => {
  test.slow()
  const maker = await memberInNewContext(browser)
  const name = `Badge Rocket ${Date.now()}`
  const projectId = await createProjectAs(maker.page, name)
  const launch = await scheduleLaunchAs(maker.page, projectId)
  await openLaunchToday(maker.page, launch.id)
  // Two counted votes: more than other specs give today's launches, so it likely ranks first;
  // the rank asserted is the one the API reports either way.
  const voters = [await memberInNewContext(browser), await memberInNewContext(browser)]
  for (const voter of voters) {
    await makeVoterCount(voter.page, voter.user.username)
    const vote = await apiAs<{ counted: boolean }>(
      voter.page,
      'PUT',
      `/api/launches/${launch.id}/vote`,
    )
    expect(vote.counted).toBe(true)
  }

  const yesterday = utcDayFromToday(-1)
  await withAppDb((db) =>
    db.query('update launches set day = $1 where id = $2', [yesterday, launch.id]),
  )
  let ended: Launch | undefined
  await expect
    .poll(
      async () => {
        const response = await maker.page.request.get(`/api/launches/${launch.id}`)
        ended = (await response.json()) as Launch
        return ended.dayRank
      },
      { timeout: 30_000 },
    )
    .not.toBeNull()
  expect(ended!.state).toBe('ended')
  expect(ended!.dayRank).toBeLessThanOrEqual(3)
  const badge = `#${ended!.dayRank} Launch of the Day`
  expect(ended!.badges).toContain(badge)

  // The project page's header: the badge, leading to the launch.
  const visitor = voters[0]!.page
  await visitor.goto(`/project/${projectId}`)
  const badges = visitor.getByRole('list', { name: 'Launch badges' })
  const badgeLink = badges.getByRole('link', { name: badge })
  await expect(badgeLink).toBeVisible()
  await expect(badgeLink).toHaveAttribute('href', `/launch/${launch.id}`)
  await visitor.screenshot({ path: 'test-results/launch-badge-header-1280.png' })
  await visitor.setViewportSize({ width: 390, height: 844 })
  await expect(badgeLink).toBeVisible()
  await visitor.screenshot({ path: 'test-results/launch-badge-header-390.png' })

  // badge.svg shows the best one (the week's too when yesterday's week is over: a Monday).
  const project = (await (
    await visitor.request.get(`/api/projects/${projectId}`)
  ).json()) as Project
  expect(project.launchBadges?.map((item) => item.text)).toContain(badge)
  const svg = await (await visitor.request.get(`/project/${projectId}/badge.svg`)).text()
  expect(svg).toContain(`>${project.launchBadges![0]!.text}<`)
  expect(svg).toContain('height="20"')

  // The feed: the launch's thread post is its item, leading to the launch page.
  await visitor.goto('/feed')
  const item = visitor.getByRole('link', {
    name: `Launched ${name} on ${formatLaunchDay(yesterday)}`,
  })
  await expect(item).toBeVisible()
  await expect(item).toHaveAttribute('href', `/launch/${launch.id}`)
  await visitor.screenshot({ path: 'test-results/launch-badge-feed-390.png' })
  // At desktop width for the click: on a phone the floating New post button may cover the line.
  await visitor.setViewportSize({ width: 1280, height: 720 })
  await item.click()
  await expect(visitor).toHaveURL(new RegExp(`/launch/${launch.id}$`))

  for (const member of [maker, ...voters]) await member.page.context().close()
})
