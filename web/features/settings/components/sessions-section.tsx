import { relativeTime } from '@common/relative-time'
import type { SessionInfo } from '@common/security'
import { securityTexts } from '@common/security-texts'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { useNow } from '@web/lib/use-now'
import { Monitor, Smartphone } from 'lucide-react'
import { useEndOtherSessions, useEndSession, useSessions } from '../security-api'

const phoneSystems = /^(iOS|Android)/

function SessionRow({ item, now }: { item: SessionInfo; now: Date }) {
  const end = useEndSession()
  const Icon = phoneSystems.test(item.os) ? Smartphone : Monitor
  const name = securityTexts.sessionName(item.browser, item.os)
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium break-words">
          {name}
          {item.current ? (
            <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-link">
              {securityTexts.thisDevice}
            </span>
          ) : null}
        </p>
        <p className="text-muted-foreground">
          {item.current
            ? securityTexts.activeNow
            : securityTexts.lastActive(relativeTime(item.lastActiveAt, now))}
        </p>
      </div>
      {item.current ? null : (
        <Button
          variant="outline"
          size="sm"
          aria-label={`${securityTexts.signOutSession}: ${name}`}
          disabled={end.isPending}
          onClick={() =>
            end.mutate(item.id, {
              onSuccess: () => toast.success(securityTexts.sessionEnded),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          {securityTexts.signOutSession}
        </Button>
      )}
    </li>
  )
}

function EndOthersButton() {
  const endOthers = useEndOtherSessions()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="justify-self-start">
          {securityTexts.signOutOthers}
        </Button>
      }
      title={securityTexts.signOutOthersConfirm}
      description={securityTexts.signOutOthersLead}
      confirmLabel={securityTexts.signOutOthers}
      cancelLabel={securityTexts.cancel}
      closesOnConfirm
      onConfirm={() =>
        endOthers.mutate(undefined, {
          onSuccess: ({ ended }) => toast.success(securityTexts.otherSessionsEnded(ended)),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    />
  )
}

/** Settings > Email and password > Where you are signed in (issue 18 §3). */
export function SessionsSection() {
  const { data, isPending, isError } = useSessions()
  const now = useNow()
  const sessions = data?.sessions ?? []
  const hasOthers = sessions.some((item) => !item.current)
  return (
    <Card className="grid gap-2 p-5" aria-labelledby="sessions-title" role="region">
      <h2 id="sessions-title" className="text-base font-semibold">
        {securityTexts.sessionsTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{securityTexts.sessionsLead}</p>
      {isPending ? (
        <Skeleton className="mt-2 h-12 w-full" />
      ) : isError ? (
        <p className="text-sm text-danger">{securityTexts.sessionsLoadFailed}</p>
      ) : (
        <ul aria-labelledby="sessions-title" className="divide-y divide-border">
          {sessions.map((item) => (
            <SessionRow key={item.id} item={item} now={now} />
          ))}
        </ul>
      )}
      {hasOthers ? (
        <EndOthersButton />
      ) : data ? (
        <p className="text-sm text-muted-foreground">{securityTexts.noOtherSessions}</p>
      ) : null}
    </Card>
  )
}
