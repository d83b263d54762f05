import { draftScreenTexts } from '@common/draft-texts'
import type { Draft } from '@common/drafts'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { FileText } from 'lucide-react'
import { Link } from 'react-router'
import { useDrafts } from '../api'
import type { DraftStatus } from './use-composer-draft'

const statusText: Record<DraftStatus, string> = {
  idle: '',
  saving: draftScreenTexts.saving,
  saved: draftScreenTexts.saved,
  failed: draftScreenTexts.saveFailed,
}

/**
 * Above the composer: the way to the Drafts list, whether the text is saved, and, on an empty
 * composer, the offer to continue the last unsent draft.
 */
export function DraftBar({
  status,
  currentId,
  canOffer,
  onResume,
}: {
  status: DraftStatus
  currentId: string | null
  canOffer: boolean
  onResume: (draft: Draft) => void
}) {
  const drafts = useDrafts()
  const items = drafts.data?.items ?? []
  const offer = canOffer
    ? items.find((draft) => draft.scheduledAt === null && draft.id !== currentId)
    : undefined
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.drafts()}>
            <FileText aria-hidden />
            {draftScreenTexts.openDrafts(items.length)}
          </Link>
        </Button>
        <output className="text-xs text-muted-foreground" aria-live="polite">
          {statusText[status]}
        </output>
      </div>
      {offer ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium">{draftScreenTexts.resumeTitle}</p>
            <p className="truncate text-muted-foreground">
              {offer.content.trim() || draftScreenTexts.untitled}
            </p>
          </div>
          <Button size="sm" variant="secondary" onClick={() => onResume(offer)}>
            {draftScreenTexts.resume}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
