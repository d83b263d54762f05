import { LegalPage } from '@web/features/legal/components/legal-page'
import { termsIntro, termsSections } from '@web/features/legal/terms-text'
import { legalTexts } from '@web/features/legal/texts'

export function Component() {
  return <LegalPage title={legalTexts.termsOfService} intro={termsIntro} sections={termsSections} />
}
