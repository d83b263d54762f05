import { settingsTexts } from '@common/settings-texts'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Spinner } from '@web/components/ui/spinner'
import { useRequestPasswordReset } from '@web/features/auth'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'

/**
 * In place of "Change password" for an account without one (signed up with a provider): the
 * reset link mailed to the account's address sets the first password (and is logged as set).
 */
export function SetPasswordCard({ email }: { email: string }) {
  const request = useRequestPasswordReset()
  return (
    <Card className="grid gap-3 p-5" aria-labelledby="set-password-title" role="region">
      <h2 id="set-password-title" className="text-base font-semibold">
        {settingsTexts.setPasswordTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{settingsTexts.setPasswordLead}</p>
      {request.isSuccess ? (
        <p role="status" className="text-sm">
          {settingsTexts.setPasswordSent(email)}
        </p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={request.isPending}
          onClick={() =>
            request.mutate(email, { onError: (error) => toast.error(errorMessage(error)) })
          }
        >
          {request.isPending ? <Spinner /> : null}
          {settingsTexts.setPasswordButton}
        </Button>
      )}
    </Card>
  )
}
