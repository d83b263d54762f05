import { draftScreenTexts } from '@common/draft-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { DraftsList } from '@web/features/drafts/components/drafts-list'
import { paths } from '@web/lib/paths'

export function Component() {
  return (
    <>
      <PageHeader
        title={draftScreenTexts.draftsTitle}
        back={<BackButton fallback={paths.createPost()} />}
      />
      <DraftsList />
    </>
  )
}
