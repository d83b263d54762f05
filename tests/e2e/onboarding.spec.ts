import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { createUserViaApi, expect, fillSignUpForm, signUp, test, uniqueUser } from './fixtures'
import { createPostViaApi, uniqueText } from './posts-helpers'

// Issue 20 §3: the optional onboarding after signing up, and the profile checklist.
test.describe.configure({ timeout: 90_000 })

async function signUpToFeed(page: Page) {
  const user = uniqueUser()
  await page.goto('/signup')
  await fillSignUpForm(page, { ...user, repeatPassword: user.password })
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/feed$/)
  return user
}

const onboardingOpen = async (page: Page) =>
  (await (await page.request.get('/api/me/onboarding')).json()).onboardingOpen

test('the onboarding opens over /feed after signing up, and Skip closes it for good', async ({
  page,
}) => {
  await signUpToFeed(page)
  const dialog = page.getByRole('dialog', { name: 'Welcome to Makerfolio' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Pick a few topics you like' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Skip' }).click()
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => onboardingOpen(page)).toBe(false)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Home', exact: true })).toBeVisible()
  await expect(dialog).toHaveCount(0)
})

test('the onboarding walks topics then makers, and Done closes it for good', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const request = await playwright.request.newContext({ baseURL })
  await createUserViaApi(request, baseURL!)
  await createPostViaApi(request, baseURL!, uniqueText('Day one #onboardingtopic'))
  await request.dispose()
  await signUpToFeed(page)
  const dialog = page.getByRole('dialog', { name: 'Welcome to Makerfolio' })
  await expect(dialog).toBeVisible()
  const topic = dialog
    .getByRole('region', { name: 'Pick a few topics you like' })
    // At least the tag just posted; in a full run others' tags may outrank it.
    .getByRole('listitem')
    .getByRole('button')
    .first()
  await topic.click()
  await expect(topic).toHaveAttribute('aria-pressed', 'true')
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme })
      await page.screenshot({ path: testInfo.outputPath(`onboarding-${width}-${colorScheme}.png`) })
    }
  }
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('region', { name: 'Follow a few makers' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => onboardingOpen(page)).toBe(false)
})

test('the owner sees a profile checklist until hiding it; others never do', async ({
  page,
  browser,
}, testInfo) => {
  const user = await signUp(page)
  await page.goto(`/${user.username}`)
  const checklist = page.getByRole('region', { name: 'Complete your profile' })
  await expect(checklist).toBeVisible()
  await expect(checklist).toContainText('0 of 5 done')
  await expect(checklist.getByRole('link', { name: 'Share a first post' })).toHaveAttribute(
    'href',
    '/create-post',
  )
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme })
      await page.screenshot({ path: testInfo.outputPath(`checklist-${width}-${colorScheme}.png`) })
    }
  }

  const other = await browser.newPage()
  await other.goto(`/${user.username}`)
  await expect(other.getByText(`@${user.username}`).first()).toBeVisible()
  await expect(other.getByRole('region', { name: 'Complete your profile' })).toHaveCount(0)
  await other.close()

  await checklist.getByRole('button', { name: 'Hide checklist' }).click()
  await expect(checklist).toHaveCount(0)
  await page.reload()
  await expect(page.getByText(`@${user.username}`).first()).toBeVisible()
  await expect(checklist).toHaveCount(0)
})
