import { settingsTexts } from '@common/settings-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { FeedbackForm } from '@web/features/settings/components/feedback-form'
import { paths } from '@web/lib/paths'

export function Component() {
  return (
    <>
      <PageHeader
        title={settingsTexts.feedbackTitle}
        description={settingsTexts.feedbackSubtitle}
        back={<BackButton fallback={paths.settings()} alwaysFallback />}
      />
      <FeedbackForm />
    </>
  )
}
