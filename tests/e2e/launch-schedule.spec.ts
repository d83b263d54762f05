import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'
import { scheduleLaunchAs, utcDayFromToday } from './launch-fixtures'
import { apiAs, memberInNewContext } from './moderation-fixtures'

// Issue 32: a maker schedules, moves and cancels a launch through the forms; the project page's
// Launches card follows; the 30-day rule's refusal shows the server's words.

const png = (red: number, green: number, blue: number) =>
  sharp({
    create: { width: 800, height: 450, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .png()
    .toBuffer()

/** 'Dec 14, 2026', as the card shows a launch day (a UTC calendar day). */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath('shots')
  mkdirSync(dir, { recursive: true })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
}

const launchesCard = (page: Page) => page.getByRole('region', { name: 'Launches' })

test('a maker schedules, moves and cancels a launch; the project page lists it; others cannot', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await signUp(page)
  const name = `Comet${Date.now()}`
  const project = await apiAs<{ id: string }>(page, 'POST', '/api/projects', {
    name,
    tagline: 'Ship faster',
    category: 'Developer Tools',
  })
  const uploaded = await page.request.post(`/api/projects/${project.id}/gallery`, {
    multipart: {
      image: { name: 'red.png', mimeType: 'image/png', buffer: await png(220, 40, 40) },
    },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(uploaded.ok(), await uploaded.text()).toBe(true)

  // The project page: the makers' button, and the card inviting a first launch.
  await page.goto(`/project/${project.id}`)
  await expect(launchesCard(page)).toContainText('Launch your project on a day of its own.')
  await page.getByRole('link', { name: 'Schedule a launch' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/launch$`))
  await expect(page.getByRole('heading', { name: 'Schedule a launch' })).toBeVisible()

  // Every field.
  const day = utcDayFromToday(10)
  await page.getByLabel('Launch day').fill(day)
  await expect(page.getByText(/^Opens .+ your time \(00:00 UTC\)$/)).toBeVisible()
  await page.getByLabel('Launch tagline').fill('Comet 2.0: ship in one click')
  await expect(page.getByText('28/60')).toBeVisible()
  await expect(page.getByText('Developer Tools')).toBeVisible()
  await page.getByLabel('Tags').fill('#AI, devtools')
  await page.getByRole('checkbox', { name: 'Gallery image 1' }).check()
  await page.getByTestId('launch-gallery-file-input').setInputFiles({
    name: 'blue.png',
    mimeType: 'image/png',
    buffer: await png(40, 40, 220),
  })
  // The upload joins the gallery and is picked second.
  await expect(page.getByText('Image 2')).toBeVisible()
  await page.getByLabel('First comment').fill('Hello makers! We rebuilt Comet from scratch.')
  const me = page.getByRole('checkbox', { name: /You$/ })
  await expect(me).toBeChecked()
  await expect(me).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'launch-schedule-form')
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('button', { name: 'Schedule launch' }).click()
  await expect(page).toHaveURL(/\/launch\/[0-9a-f-]{36}$/)
  const launchId = page.url().split('/').pop()!
  const launch = await (await page.request.get(`/api/launches/${launchId}`)).json()
  expect(launch).toMatchObject({
    day,
    tagline: 'Comet 2.0: ship in one click',
    topics: { category: 'Developer Tools', tags: ['ai', 'devtools'] },
    state: 'scheduled',
  })
  expect(launch.gallery).toHaveLength(2)

  // The project page's card lists it; its pencil opens the edit form, which moves it.
  await page.goto(`/project/${project.id}`)
  await expect(launchesCard(page)).toContainText(shownDay(day))
  await expect(launchesCard(page)).toContainText(/Opens /)
  await shoot(page, 'launch-project-card')
  await launchesCard(page)
    .getByRole('link', { name: `Edit the launch of ${shownDay(day)}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/launch/${launchId}/edit$`))
  await expect(page.getByLabel('Launch tagline')).toHaveValue('Comet 2.0: ship in one click')
  const moved = utcDayFromToday(14)
  await page.getByLabel('Launch day').fill(moved)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(new RegExp(`/launch/${launchId}$`))
  await page.goto(`/project/${project.id}`)
  await expect(launchesCard(page)).toContainText(shownDay(moved))

  // Cancelled, after a confirmation: back to the project, whose card is empty again.
  await page.goto(`/launch/${launchId}/edit`)
  await page.getByRole('button', { name: 'Cancel launch' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Cancel this launch?')
  await dialog.getByRole('button', { name: 'Cancel launch' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`))
  await expect(launchesCard(page)).toContainText('Launch your project on a day of its own.')

  // A second launch within 30 days of another: the server's words, in the form.
  await scheduleLaunchAs(page, project.id, { day: utcDayFromToday(5) })
  await page.goto(`/project/${project.id}/launch`)
  await page.getByLabel('Launch day').fill(utcDayFromToday(20))
  await page.getByLabel('Launch tagline').fill('Too soon')
  await page.getByLabel('First comment').fill('Again!')
  await page.getByRole('button', { name: 'Schedule launch' }).click()
  await expect(page.getByText('A project can launch once in 30 days').first()).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/launch$`))

  // Another member sees the card, without the makers' button or pencil, and no form.
  const other = await memberInNewContext(browser)
  await other.page.goto(`/project/${project.id}`)
  await expect(launchesCard(other.page)).toContainText(shownDay(utcDayFromToday(5)))
  await expect(other.page.getByRole('link', { name: 'Schedule a launch' })).toHaveCount(0)
  await expect(other.page.getByRole('link', { name: /^Edit the launch/ })).toHaveCount(0)
  await other.page.goto(`/project/${project.id}/launch`)
  await expect(other.page.getByText('Only the project’s makers can launch it')).toBeVisible()
  await other.page.context().close()
})
