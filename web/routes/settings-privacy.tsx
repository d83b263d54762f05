import { safetyTexts } from '@common/safety-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { ShieldList } from '@web/features/safety/components/shield-lists'
import { paths } from '@web/lib/paths'

/** Settings > Privacy and safety (issue 31): the members the viewer blocked and muted. */
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
        {/*
          TODO(issue 31 §2): "Muted words and tags" (safetyTexts.mutedWordsTitle) goes here once
          GET/POST/DELETE /api/me/muted-words exist: the list, an add form (phrase; contexts
          feeds, threads, notifications, search; hide or warn; duration) and delete.
        */}
      </div>
    </>
  )
}
