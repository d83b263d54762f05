import { draftScreenTexts } from '@common/draft-texts'
import type { Draft } from '@common/drafts'
import { relativeTime } from '@common/relative-time'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { EmptyState } from '@web/components/ui/empty-state'
import { Skeleton } from '@web/components/ui/skeleton'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { CalendarClock, FileText } from 'lucide-react'
import { Link } from 'react-router'
import { useCancelSchedule, useDeleteDraft, useDrafts } from '../api'

/** When a scheduled post goes out, in the member's own time zone. */
const scheduledText = (at: string) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function DraftItem({ draft }: { draft: Draft }) {
  const deleteDraft = useDeleteDraft()
  const cancel = useCancelSchedule()
  const preview = draft.content.trim() || draftScreenTexts.untitled
  return (
    <li>
      <Card className="grid gap-3 p-4">
        {draft.scheduledAt ? (
          <p className="flex items-center gap-2 text-sm font-medium text-primary">
            <CalendarClock className="size-4" aria-hidden />
            {draftScreenTexts.scheduledFor(scheduledText(draft.scheduledAt))}
          </p>
        ) : null}
        <p className="line-clamp-3 break-words whitespace-pre-wrap">{preview}</p>
        <p className="text-xs text-muted-foreground">
          {draft.images.length > 0 ? `${draftScreenTexts.images(draft.images.length)} · ` : ''}
          {draftScreenTexts.edited(relativeTime(draft.updatedAt))}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="secondary">
            <Link to={paths.draft(draft.id)} aria-label={`${draftScreenTexts.open}: ${preview}`}>
              {draftScreenTexts.open}
            </Link>
          </Button>
          {draft.scheduledAt ? (
            <Button
              size="sm"
              variant="outline"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(draft.id, {
                  onSuccess: () => toast.success(draftScreenTexts.scheduleCancelled),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              {draftScreenTexts.cancelSchedule}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            disabled={deleteDraft.isPending}
            onClick={() =>
              deleteDraft.mutate(draft.id, {
                onSuccess: () => toast.success(draftScreenTexts.deleted),
                onError: () => toast.error(draftScreenTexts.deleteFailed),
              })
            }
          >
            {draftScreenTexts.delete}
          </Button>
        </div>
      </Card>
    </li>
  )
}

/** The member's drafts and scheduled posts: open one in the composer, cancel, delete. */
export function DraftsList() {
  const drafts = useDrafts()
  if (drafts.isPending) {
    return (
      <div
        className="grid gap-3"
        role="status"
        aria-busy="true"
        aria-label={draftScreenTexts.loading}
      >
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    )
  }
  if (drafts.isError) {
    return (
      <EmptyState
        title={draftScreenTexts.loadFailed}
        action={<Button onClick={() => void drafts.refetch()}>Try again</Button>}
      />
    )
  }
  const items = drafts.data.items
  if (items.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={draftScreenTexts.empty}
        description={draftScreenTexts.emptyHint}
      />
    )
  }
  // Scheduled posts first, soonest first; then drafts, last changed first.
  const scheduled = items
    .filter((draft) => draft.scheduledAt)
    .sort((a, b) => a.scheduledAt!.localeCompare(b.scheduledAt!))
  const plain = items.filter((draft) => !draft.scheduledAt)
  return (
    <ul className="grid gap-3">
      {[...scheduled, ...plain].map((draft) => (
        <DraftItem key={draft.id} draft={draft} />
      ))}
    </ul>
  )
}
