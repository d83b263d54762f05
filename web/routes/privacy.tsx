import { LegalPage } from '@web/features/legal/components/legal-page'
import { privacyIntro, privacySections } from '@web/features/legal/privacy-text'

export function Component() {
  return <LegalPage title="Privacy Policy" intro={privacyIntro} sections={privacySections} />
}
