import { securityTexts } from '@common/security-texts'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { ShieldCheck } from 'lucide-react'
import { useTwoFactorStatus } from '../security-api'
import { DisableTwoFactorDialog, RegenerateCodesDialog } from './two-factor-manage-dialogs'
import { TwoFactorSetupDialog } from './two-factor-setup-dialog'

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** Settings > Email and password > Two-factor authentication (issue 18 §1). */
export function TwoFactorSection({ email }: { email: string }) {
  const { data: status, isPending } = useTwoFactorStatus()
  const enabled = status?.enabled ?? false
  return (
    <Card className="grid gap-4 p-5" aria-labelledby="two-factor-title" role="region">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="two-factor-title" className="text-base font-semibold">
            {securityTexts.twoFactorTitle}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {enabled ? securityTexts.twoFactorOnLead : securityTexts.twoFactorOffLead}
          </p>
        </div>
        {isPending ? <Skeleton className="h-8 w-20 rounded-full" /> : null}
        <TwoFactorSetupDialog email={email} showTrigger={!isPending && !enabled} />
      </div>
      {status?.enabled ? (
        <>
          <div className="flex items-center gap-3 rounded-xl border border-border p-3">
            <ShieldCheck className="size-5 shrink-0 text-link" aria-hidden />
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words">{status.name}</p>
              <p className="text-muted-foreground">
                {status.enabledAt ? securityTexts.addedOn(day(status.enabledAt)) : null}
                {status.backupCodesLeft !== null
                  ? ` · ${securityTexts.backupCodesLeft(status.backupCodesLeft)}`
                  : null}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <RegenerateCodesDialog email={email} />
            <DisableTwoFactorDialog />
          </div>
        </>
      ) : null}
    </Card>
  )
}
