import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The page's serious and critical axe violations, in a form that reads well in a failed expect. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))
}
