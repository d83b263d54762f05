import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'

// The signed-out screens ('/', '/login', '/signup', '/terms', '/privacy', '/404',
// '/forgot-password' and the rest of the route table) are checked in both themes by
// accessibility-routes.spec.ts, one page load each; this spec adds the member screens at a
// phone's and a desktop's width, where the navigation changes shape.

test('member screens with their navigation have no serious violations', async ({ page }) => {
  // Six screens read by axe, as many as one of the sweep's tests: the same ceiling.
  test.setTimeout(180_000)
  const user = await signUp(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/feed', '/settings', `/${user.username}`]) {
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([])
    }
  }
})
