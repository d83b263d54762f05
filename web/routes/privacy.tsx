import { LegalPage } from '@web/features/legal/components/legal-page'
import { privacyIntro, privacySections } from '@web/features/legal/privacy-text'
import { legalTexts } from '@web/features/legal/texts'

export function Component() {
  return (
    <LegalPage title={legalTexts.privacyPolicy} intro={privacyIntro} sections={privacySections} />
  )
}
