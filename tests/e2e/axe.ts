import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Waits until the screen has settled: no DOM change for 300 ms (lazy parts such as the right
 * rail swap their placeholders for content after the screen) and every finite animation done
 * (dialogs and toasts fade in, and axe reads a half-faded text as low contrast); at most 5 s each.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      const done = () => {
        observer.disconnect()
        clearTimeout(quiet)
        clearTimeout(deadline)
        resolve()
      }
      let quiet = setTimeout(done, 300)
      const deadline = setTimeout(done, 5000)
      const observer = new MutationObserver(() => {
        clearTimeout(quiet)
        quiet = setTimeout(done, 300)
      })
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      })
    })
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ])
  })
}

/**
 * The page's serious and critical axe violations, in a form that reads well in a failed expect.
 * `rules` narrows the check to those axe rules (all of them by default).
 */
export async function seriousViolations(page: Page, { rules }: { rules?: string[] } = {}) {
  await settled(page)
  const builder = new AxeBuilder({ page })
  const results = await (rules ? builder.withRules(rules) : builder).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))
}
