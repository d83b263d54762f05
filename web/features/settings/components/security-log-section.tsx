import { securityEventLabels, signInTexts } from '@common/sign-in-texts'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { Spinner } from '@web/components/ui/spinner'
import { useSecurityLog } from '../providers-api'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Settings > Email and password > Security log: newest first, ten at a time (issue 18 §5). */
export function SecurityLogSection() {
  const log = useSecurityLog()
  const items = log.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <Card className="grid gap-2 p-5" aria-labelledby="security-log-title" role="region">
      <h2 id="security-log-title" className="text-base font-semibold">
        {signInTexts.securityLogTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{signInTexts.securityLogLead}</p>
      {log.isPending ? (
        <Skeleton className="mt-2 h-12 w-full" />
      ) : log.isError ? (
        <div className="flex items-center gap-3 text-sm">
          <p className="text-danger">{signInTexts.securityLogError}</p>
          <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
            {signInTexts.retry}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{signInTexts.securityLogEmpty}</p>
      ) : (
        <ul aria-labelledby="security-log-title" className="divide-y divide-border">
          {items.map((event) => (
            <li key={event.id} className="flex flex-wrap justify-between gap-x-3 py-2.5 text-sm">
              <span className="font-medium break-words">
                {securityEventLabels[event.kind](event.detail)}
              </span>
              <time dateTime={event.createdAt} className="text-muted-foreground">
                {when(event.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {log.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? <Spinner /> : null}
          {signInTexts.showMore}
        </Button>
      ) : null}
    </Card>
  )
}
