import { settingsTexts } from '@common/settings-texts'
import { texts } from '@common/texts'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog'
import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
import { useSignOut } from '@web/features/auth'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { endSession } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
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
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{settingsTexts.logoutTitle}</AlertDialogTitle>
          <AlertDialogDescription>{settingsTexts.logoutBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{uiTexts.cancel}</AlertDialogCancel>
          {/* A plain button: the dialog must stay open until the sign-out has finished. */}
          <Button onClick={logOut} disabled={signOut.isPending}>
            {signOut.isPending ? <Spinner /> : <LogOut aria-hidden />}
            {settingsTexts.logOut}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
