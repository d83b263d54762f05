import { settingsTexts } from '@common/settings-texts'
import { texts } from '@common/texts'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { useSignOut } from '@web/features/auth'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { endSession } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { LogOut } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'

/** Asks before signing out; on success: toast, then the landing page. */
export function LogoutDialog({ trigger }: { trigger: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false)
  const navigate = useNavigate()
  const signOut = useSignOut()

  const logOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false)
        navigate(paths.home(), { replace: true })
        endSession()
        toast.success(texts.loggedOut)
      },
      onError: (error) => toast.error(errorMessage(error)),
    })

  return (
    <ConfirmDialog
      trigger={trigger}
      open={isOpen}
      onOpenChange={setIsOpen}
      title={settingsTexts.logoutTitle}
      description={settingsTexts.logoutBody}
      confirmLabel={settingsTexts.logOut}
      icon={<LogOut aria-hidden />}
      variant="primary"
      pending={signOut.isPending}
      onConfirm={logOut}
    />
  )
}
