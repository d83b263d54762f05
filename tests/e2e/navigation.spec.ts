import { randomBytes } from 'node:crypto'
import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'
import { apiAs, memberInNewContext } from './moderation-fixtures'

test.use({ viewport: { width: 390, height: 844 } })

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

test("on a phone the floating Join is the visitor's one sign-up prompt; wide screens add Sign up in the header", async ({
  page,
}) => {
  const header = page.getByRole('banner')
  const join = page.getByRole('link', { name: 'Join Makerfolio' })
  for (const path of ['/explore', '/tag/makers', '/404']) {
    await page.setViewportSize(phone)
    await page.goto(path)
    await expect(join, path).toBeVisible()
    await expect(join).toHaveAttribute('href', '/signup')
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
    if (path === '/explore') {
      expect(await seriousViolations(page)).toEqual([])
      if (process.env.SHOTS_DIR) {
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/explore-390.png` })
      }
    }
    await page.setViewportSize(desktop)
    await expect(join, path).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible()
    if (process.env.SHOTS_DIR && path === '/explore') {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/explore-1280.png` })
    }
  }
})

test("on a phone the floating Join steps aside while a profile's or a post's own Sign up is on screen", async ({
  page,
  browser,
}) => {
  const maker = await memberInNewContext(browser)
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    await apiAs(maker.page, 'POST', '/api/projects', {
      name: `${name}${randomBytes(3).toString('hex')}`,
      tagline: 'A project long enough to push the prompt down',
    })
  }
  const post = await apiAs<{ id: string }>(maker.page, 'POST', '/api/posts', {
    content: 'A post a visitor reads',
  })
  const join = page.getByRole('link', { name: 'Join Makerfolio' })

  await page.setViewportSize(phone)
  await page.goto(`/${maker.user.username}`)
  const prompt = page.getByRole('region', {
    name: `Join Makerfolio to follow @${maker.user.username}`,
  })
  await expect(page.getByText(/^Alpha[0-9a-f]{6}$/)).toBeVisible()
  await expect(prompt.getByRole('link', { name: 'Sign up' })).not.toBeInViewport()
  await expect(join).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/profile-390.png` })
  }
  await prompt.scrollIntoViewIfNeeded()
  await expect(prompt.getByRole('link', { name: 'Sign up' })).toBeInViewport()
  // One Sign up in view at a time: the profile's own, which also follows the profile.
  await expect(join).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(join).toBeVisible()

  // Wide screens keep the floating Join beside the page's own prompt.
  await page.setViewportSize(desktop)
  await prompt.scrollIntoViewIfNeeded()
  await expect(prompt).toBeInViewport()
  await expect(join).toBeVisible()
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/profile-1280.png` })
  }

  // A short post shows its own prompt at once: no floating Join over it on a phone.
  await page.setViewportSize(phone)
  await page.goto(`/post/${post.id}`)
  await expect(page.getByRole('complementary', { name: 'Sign up' })).toBeInViewport()
  await expect(join).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeHidden()
  await maker.page.context().close()
})

test('members get the bottom navigation', async ({ page }) => {
  const user = await signUp(page)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Makerfolio' })).toHaveCount(0)

  const home = nav.getByRole('link', { name: 'Home' })
  await expect(home).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Notifications' })).toBeVisible()

  await nav.getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page')
  await expect(home).not.toHaveAttribute('aria-current', 'page')

  await nav.getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/${user.username}$`))

  await page.goto('/feed')
  // The floating button; an empty feed shows a second 'Create post' link in its empty state.
  await expect(page.getByRole('link', { name: 'Create post' }).first()).toBeVisible()
})

test('the navigation stays away from the landing and sign-in screens', async ({ page }) => {
  await signUp(page)
  for (const path of ['/', '/terms', '/privacy']) {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
  }
})
