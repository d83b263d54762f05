import { postScreenTexts } from '@common/post-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { Card } from '@web/components/ui/card'
import { Composer } from '@web/features/posts/components/composer'
import { paths } from '@web/lib/paths'

export function Component() {
  return (
    <>
      <PageHeader
        title={postScreenTexts.newPost}
        back={<BackButton fallback={paths.feed()} alwaysFallback />}
      />
      <Card className="p-4 sm:p-6">
        <Composer />
      </Card>
    </>
  )
}
