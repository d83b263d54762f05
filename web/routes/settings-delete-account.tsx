import { settingsTexts } from '@common/settings-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { Card } from '@web/components/ui/card'
import { DeleteAccountForm } from '@web/features/settings/components/delete-account-form'
import { paths } from '@web/lib/paths'
import { TriangleAlert } from 'lucide-react'

export function Component() {
  return (
    <>
      <PageHeader
        title={settingsTexts.deleteAccount}
        back={<BackButton fallback={paths.settings()} alwaysFallback />}
      />
      <div className="grid gap-5">
        <section
          aria-labelledby="delete-warning-title"
          className="rounded-2xl border border-danger/40 bg-danger-soft p-5"
        >
          <h2
            id="delete-warning-title"
            className="flex items-center gap-2 font-semibold text-danger"
          >
            <TriangleAlert className="size-5" aria-hidden />
            {settingsTexts.deleteWarningTitle}
          </h2>
          <p className="mt-2 text-sm">{settingsTexts.deleteWarningLead}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {settingsTexts.deleteRemoves.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <Card className="p-5">
          <DeleteAccountForm />
        </Card>
      </div>
    </>
  )
}
