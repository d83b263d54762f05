import { passkeyTexts } from '@common/passkey-texts'
import type { Passkey } from '@common/passkeys'
import { relativeTime } from '@common/relative-time'
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { useNow } from '@web/lib/use-now'
import { KeyRound } from 'lucide-react'
import { usePasskeys } from '../passkeys-api'
import { AddPasskeyDialog, RemovePasskeyDialog, RenamePasskeyDialog } from './passkey-dialogs'

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

function PasskeyRow({ passkey, now }: { passkey: Passkey; now: Date }) {
  const used = passkey.lastUsedAt
    ? passkeyTexts.lastUsed(relativeTime(passkey.lastUsedAt, now))
    : passkeyTexts.neverUsed
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
      <KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium break-words">
          {passkey.name}
          {passkey.synced ? (
            <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-link">
              {passkeyTexts.synced}
            </span>
          ) : null}
        </p>
        <p className="text-muted-foreground">
          {passkeyTexts.createdOn(day(passkey.createdAt))} · {used}
        </p>
      </div>
      <div className="flex gap-1">
        <RenamePasskeyDialog passkey={passkey} />
        <RemovePasskeyDialog passkey={passkey} />
      </div>
    </li>
  )
}

/** Settings > Email and password > Passkeys (issue 18 §2). */
export function PasskeysSection() {
  const { data, isPending, isError, refetch } = usePasskeys()
  const now = useNow()
  const supported = browserSupportsWebAuthn()
  return (
    <Card className="grid gap-3 p-5" aria-labelledby="passkeys-title" role="region">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="passkeys-title" className="text-base font-semibold">
            {passkeyTexts.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {supported ? passkeyTexts.lead : passkeyTexts.unsupported}
          </p>
        </div>
        <AddPasskeyDialog disabled={!supported} />
      </div>
      {isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : isError ? (
        <div className="flex items-center gap-3 text-sm">
          <p className="text-danger">{passkeyTexts.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {passkeyTexts.retry}
          </Button>
        </div>
      ) : data.passkeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{passkeyTexts.none}</p>
      ) : (
        <ul aria-labelledby="passkeys-title" className="divide-y divide-border">
          {data.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} now={now} />
          ))}
        </ul>
      )}
    </Card>
  )
}
