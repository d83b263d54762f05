import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { SettingsMenu } from '@web/features/settings/components/settings-menu'
import { ThemePicker } from '@web/features/settings/components/theme-picker'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { uiTexts } from '@web/lib/ui-texts'

export function Component() {
  const me = useMe()
  return (
    <>
      <PageHeader
        title={uiTexts.settings}
        back={
          <BackButton fallback={me ? paths.profile(me.username) : paths.home()} alwaysFallback />
        }
      />
      <div className="space-y-4">
        <SettingsMenu />
        <ThemePicker />
      </div>
    </>
  )
}
