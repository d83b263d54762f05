import { settingsTexts } from '@common/settings-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { Card } from '@web/components/ui/card'
import { ChangeEmailDialog } from '@web/features/settings/components/change-email-dialog'
import { ChangePasswordForm } from '@web/features/settings/components/change-password-form'
import { EmailNotificationsSection } from '@web/features/settings/components/email-notifications-section'
import { PasskeysSection } from '@web/features/settings/components/passkeys-section'
import { ProvidersSection } from '@web/features/settings/components/providers-section'
import { SecurityLogSection } from '@web/features/settings/components/security-log-section'
import { SessionsSection } from '@web/features/settings/components/sessions-section'
import { SetPasswordCard } from '@web/features/settings/components/set-password-card'
import { TwoFactorSection } from '@web/features/settings/components/two-factor-section'
import { useEmailLinkOutcome } from '@web/features/settings/components/use-email-link-outcome'
import { useLinkedProviders } from '@web/features/settings/providers-api'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'

export function Component() {
  const me = useMe()
  // Whether the account has a password (read by the providers section too: one request).
  const providers = useLinkedProviders()
  useEmailLinkOutcome()
  return (
    <>
      <PageHeader
        title={settingsTexts.account}
        back={<BackButton fallback={paths.settings()} alwaysFallback />}
      />
      <div className="grid gap-5">
        <Card className="flex items-center justify-between gap-4 p-5">
          <div className="min-w-0">
            <h2 className="text-sm font-medium text-muted-foreground">
              {settingsTexts.currentEmail}
            </h2>
            <p className="mt-1 font-medium break-all">{me?.email}</p>
          </div>
          {me ? <ChangeEmailDialog currentEmail={me.email} /> : null}
        </Card>
        {me && providers.data?.hasPassword === false ? (
          <SetPasswordCard email={me.email} />
        ) : (
          <ChangePasswordForm />
        )}
        {me ? <TwoFactorSection email={me.email} /> : null}
        <PasskeysSection />
        <ProvidersSection />
        <SessionsSection />
        <EmailNotificationsSection />
        <SecurityLogSection />
      </div>
    </>
  )
}
