import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { Card } from '@web/components/ui/card'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'

export function Component() {
  const me = useMe()
  return (
    <>
      <PageHeader
        title="Email and password"
        back={<BackButton fallback={paths.settings()} alwaysFallback />}
      />
      <Card className="p-5">
        <h2 className="text-sm font-medium text-muted-foreground">Current email</h2>
        <p className="mt-1 font-medium break-all">{me?.email}</p>
      </Card>
    </>
  )
}
