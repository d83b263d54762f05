import { postEditTexts } from '@common/post-edit-texts'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { Skeleton } from '@web/components/ui/skeleton'
import { Spinner } from '@web/components/ui/spinner'
import { uiTexts } from '@web/lib/ui-texts'
import { type HistoryTarget, type TextVersion, useVersions } from '../edit-api'

type HistoryDialogProps = {
  target: HistoryTarget
  open: boolean
  onOpenChange: (open: boolean) => void
}

const fullDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * Every text a post or comment had, the current one first; open to anyone who can read it.
 */
export default function HistoryDialog({ target, open, onOpenChange }: HistoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{postEditTexts.historyTitle}</DialogTitle>
          <DialogDescription className="sr-only">{postEditTexts.historyOpen}</DialogDescription>
        </DialogHeader>
        {open ? <VersionList target={target} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function VersionList({ target }: { target: HistoryTarget }) {
  const query = useVersions(target)
  if (query.isPending) {
    return (
      <div role="status" aria-label={postEditTexts.historyTitle} className="grid gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-2">
        <p className="text-sm">{postEditTexts.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {uiTexts.tryAgain}
        </Button>
      </div>
    )
  }
  const versions = query.data.pages.flatMap((page) => page.items)
  return (
    <div className="grid gap-3">
      <ol aria-label={postEditTexts.historyTitle} className="grid gap-3">
        {versions.map((version, index) => (
          <VersionItem
            key={`${version.writtenAt}-${index}`}
            version={version}
            isOriginal={index === versions.length - 1 && !query.hasNextPage && index > 0}
          />
        ))}
      </ol>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Spinner /> : null}
          {uiTexts.loadMore}
        </Button>
      ) : null}
    </div>
  )
}

function VersionItem({ version, isOriginal }: { version: TextVersion; isOriginal: boolean }) {
  const label = version.isCurrent
    ? postEditTexts.current
    : isOriginal
      ? postEditTexts.original
      : null
  return (
    <li className="grid gap-1.5 rounded-xl border border-border p-3">
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <time dateTime={version.writtenAt}>{fullDate(version.writtenAt)}</time>
        {label ? (
          <span className="rounded-full bg-primary-soft px-2 py-0.5 font-medium text-link">
            {label}
          </span>
        ) : null}
      </p>
      {version.content ? (
        <p className="text-sm break-words whitespace-pre-wrap">{version.content}</p>
      ) : null}
      {version.alt?.some(Boolean) ? (
        <ul className="grid gap-0.5 text-xs text-muted-foreground">
          {version.alt.map((text, index) =>
            text ? (
              <li key={index}>
                {postEditTexts.altLabel(index + 1)}: {text}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
    </li>
  )
}
