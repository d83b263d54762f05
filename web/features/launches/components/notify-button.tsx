import { launchButtonTexts } from '@common/launch-texts'
import type { Launch } from '@common/launches'
import { Button } from '@web/components/ui/button'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { Bell, BellRing } from 'lucide-react'
import { useNavigate } from 'react-router'
import { useLaunchNotify } from '../api'

/** "Notify me" on an upcoming launch: told in the app and by email when it opens. */
export function NotifyButton({ launch }: { launch: Launch }) {
  const me = useMe()
  const navigate = useNavigate()
  const notify = useLaunchNotify(launch.id)
  const isOn = launch.notifyByMe === true

  const toggle = () => {
    if (!me) {
      toast.info(launchButtonTexts.signUpToNotify)
      navigate(paths.signup())
      return
    }
    notify.mutate(!isOn, {
      onError: (error) => toast.error(errorMessage(error, launchButtonTexts.notifyFailed)),
    })
  }

  return (
    <Button
      variant={isOn ? 'outline' : 'secondary'}
      size="sm"
      aria-pressed={me ? isOn : undefined}
      disabled={notify.isPending}
      onClick={toggle}
    >
      {isOn ? <BellRing aria-hidden /> : <Bell aria-hidden />}
      {isOn ? launchButtonTexts.notifying : launchButtonTexts.notifyMe}
    </Button>
  )
}
