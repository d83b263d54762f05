import { LegalPage } from '@web/features/legal/components/legal-page'
import { termsIntro, termsSections } from '@web/features/legal/terms-text'

export function Component() {
  return <LegalPage title="Terms of Service" intro={termsIntro} sections={termsSections} />
}
