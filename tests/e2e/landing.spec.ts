import { seriousViolations } from './axe'
import { expect, signUp, test } from './fixtures'

for (const width of [390, 1280]) {
  test(`the landing header offers Sign up beside Log in at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/')
    const header = page.getByRole('banner')
    const logIn = header.getByRole('link', { name: 'Log in' })
    const signUpLink = header.getByRole('link', { name: 'Sign up' })
    await expect(logIn).toHaveAttribute('href', '/login')
    await expect(signUpLink).toHaveAttribute('href', '/signup')
    await expect(header.getByText('Makerfolio')).toBeVisible()
    const [logInBox, signUpBox] = [await logIn.boundingBox(), await signUpLink.boundingBox()]
    expect(logInBox && signUpBox, 'both links are shown').toBeTruthy()
    if (!logInBox || !signUpBox) return
    // Side by side on one line, within the screen, 44 px touch targets on a phone.
    expect(signUpBox.x).toBeGreaterThanOrEqual(logInBox.x + logInBox.width)
    expect(Math.abs(signUpBox.y - logInBox.y)).toBeLessThan(2)
    expect(signUpBox.x + signUpBox.width).toBeLessThanOrEqual(width)
    if (width < 1024) {
      for (const box of [logInBox, signUpBox]) {
        expect(box.height).toBeGreaterThanOrEqual(44)
        expect(box.width).toBeGreaterThanOrEqual(44)
      }
    }
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/landing-${width}.png` })
    }
    expect(await seriousViolations(page)).toEqual([])

    await signUpLink.click()
    await expect(page).toHaveURL(/\/signup$/)
  })
}

test('a member on the landing page gets My profile, not the visitor header', async ({ page }) => {
  await signUp(page)
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link')).toHaveCount(0)
})
