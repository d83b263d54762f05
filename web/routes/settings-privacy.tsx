import { safetyTexts } from '@common/safety-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { MutedWords } from '@web/features/safety/components/muted-words'
import { ShieldList } from '@web/features/safety/components/shield-lists'
import { paths } from '@web/lib/paths'

/** Settings > Privacy and safety (issue 31): the members the viewer blocked and muted, and the muted words. */
export function Component() {
  return (
    <>
      <PageHeader
        title={safetyTexts.privacyTitle}
        description={safetyTexts.privacyLead}
        back={<BackButton fallback={paths.settings()} alwaysFallback />}
      />
      <div className="grid gap-5">
        <ShieldList kind="blocks" />
        <ShieldList kind="mutes" />
        <MutedWords />
      </div>
    </>
  )
}
