import {
  type EmailKind,
  type EmailMode,
  emailKinds,
  emailModes,
  emailTexts,
  type UpdateEmailPreferences,
} from '@common/email-preferences'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { inputClassName } from '@web/components/ui/input'
import { Skeleton } from '@web/components/ui/skeleton'
import { errorMessage } from '@web/lib/api'
import { cn } from '@web/lib/cn'
import { browserTimeZone } from '@web/lib/time-zone'
import { toast } from '@web/lib/toast'
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { useEmailPreferences, useUpdateEmailPreferences } from '../email-api'

function KindRow({
  kind,
  mode,
  onChange,
}: {
  kind: EmailKind
  mode: EmailMode
  onChange: (mode: EmailMode) => void
}) {
  const id = `email-kind-${kind}`
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <label htmlFor={id} className="text-sm font-medium">
        {emailTexts.kinds[kind]}
      </label>
      <div className="relative w-full sm:w-44">
        <select
          id={id}
          value={mode}
          onChange={(event) => onChange(event.target.value as EmailMode)}
          className={cn(inputClassName, 'h-10 cursor-pointer appearance-none pr-9')}
        >
          {emailModes.map((option) => (
            <option key={option} value={option}>
              {emailTexts.modes[option]}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
      </div>
    </li>
  )
}

/** Settings > Email notifications: per kind off / right away / in the digest, and the digest. */
export function EmailNotificationsSection() {
  const { data: saved, isPending, isError, refetch } = useEmailPreferences()
  const update = useUpdateEmailPreferences()
  // What the member just chose, shown until its save settles: the query cache tells the screen
  // a moment after the event, and a controlled checkbox would be put back in between.
  const [chosen, setChosen] = useState<UpdateEmailPreferences>({})
  const data = saved && { ...saved, ...chosen }
  const save = (changes: UpdateEmailPreferences) => {
    setChosen((before) => ({ ...before, ...changes }))
    update.mutate(changes, {
      onSuccess: () => toast.success(emailTexts.saved),
      onError: (error) => toast.error(errorMessage(error) || emailTexts.saveFailed),
      onSettled: () =>
        setChosen((before) => {
          const rest = { ...before }
          for (const key of Object.keys(changes) as (keyof UpdateEmailPreferences)[]) {
            if (rest[key] === changes[key]) delete rest[key]
          }
          return rest
        }),
    })
  }
  const deviceZone = browserTimeZone()
  return (
    <Card
      id="email-notifications"
      className="grid scroll-mt-20 gap-2 p-5"
      aria-labelledby="email-notifications-title"
      role="region"
    >
      <h2 id="email-notifications-title" className="text-base font-semibold">
        {emailTexts.sectionTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{emailTexts.sectionLead}</p>
      {isError ? (
        <div className="flex items-center gap-3">
          <p className="text-sm text-danger">{emailTexts.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {emailTexts.retry}
          </Button>
        </div>
      ) : isPending || !data ? (
        <Skeleton className="mt-2 h-40 w-full" />
      ) : (
        <>
          <ul className="divide-y divide-border">
            {emailKinds.map((kind) => (
              <KindRow
                key={kind}
                kind={kind}
                mode={data[kind]}
                onChange={(mode) => save({ [kind]: mode })}
              />
            ))}
          </ul>
          <div className="grid gap-1 border-t border-border pt-3">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                checked={data.digest}
                onChange={(event) => save({ digest: event.target.checked })}
                className="size-4 accent-primary"
              />
              {emailTexts.digestLabel}
            </label>
            <p className="text-sm text-muted-foreground">{emailTexts.digestHint}</p>
            <p className="text-sm text-muted-foreground">
              {emailTexts.timeZone(data.timeZone)}{' '}
              {deviceZone !== data.timeZone ? (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => save({ timeZone: deviceZone })}
                >
                  {emailTexts.deviceZoneButton(deviceZone)}
                </Button>
              ) : null}
            </p>
          </div>
        </>
      )}
    </Card>
  )
}
