import type { LinkedProviders } from '@common/sign-in-providers'
import { signInTexts } from '@common/sign-in-texts'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useLinkedProviders, useLinkProvider, useUnlinkProvider } from '../providers-api'

type Provider = LinkedProviders['providers'][number]

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** The link flow comes back with ?provider=linked, or ?provider=failed&error=CODE. */
function useLinkOutcome() {
  const [params, setParams] = useSearchParams()
  const outcome = params.get('provider')
  const error = params.get('error')
  useEffect(() => {
    if (!outcome) return
    if (outcome === 'linked') toast.success(signInTexts.linkDone, { id: 'provider-link' })
    else
      toast.error(
        error === 'account_already_linked_to_different_user'
          ? signInTexts.alreadyLinkedElsewhere
          : signInTexts.providerFailed,
        { id: 'provider-link' },
      )
    setParams({}, { replace: true })
  }, [outcome, error, setParams])
}

function ProviderRow({ provider, canUnlink }: { provider: Provider; canUnlink: boolean }) {
  const link = useLinkProvider()
  const unlink = useUnlinkProvider()
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">{provider.name}</p>
        <p className="text-muted-foreground">
          {provider.linkedAt ? signInTexts.linkedOn(day(provider.linkedAt)) : signInTexts.notLinked}
        </p>
      </div>
      {provider.linked ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`${signInTexts.unlink} ${provider.name}`}
          disabled={unlink.isPending || !canUnlink}
          title={canUnlink ? undefined : signInTexts.lastWayIn}
          onClick={() =>
            unlink.mutate(provider.id, {
              onSuccess: () => toast.success(signInTexts.unlinked(provider.name)),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          {signInTexts.unlink}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          aria-label={`${signInTexts.link} ${provider.name}`}
          disabled={link.isPending}
          onClick={() =>
            link.mutate(provider.id, {
              onError: (error) => toast.error(errorMessage(error, signInTexts.providerFailed)),
            })
          }
        >
          {signInTexts.link}
        </Button>
      )}
    </li>
  )
}

/** Settings > Email and password > Sign-in providers; absent when none is configured. */
export function ProvidersSection() {
  const { data, isPending, isError } = useLinkedProviders()
  useLinkOutcome()
  if (data && data.providers.length === 0) return null
  const linked = data?.providers.filter((p) => p.linked).length ?? 0
  // A provider is the only way in when no password, no passkey and no other provider remains.
  const lastWayIn = Boolean(data && !data.hasPassword && !data.hasPasskey && linked === 1)
  return (
    <Card className="grid gap-2 p-5" aria-labelledby="providers-title" role="region">
      <h2 id="providers-title" className="text-base font-semibold">
        {signInTexts.providersTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{signInTexts.providersLead}</p>
      {isPending ? (
        <Skeleton className="mt-2 h-12 w-full" />
      ) : isError ? (
        <p className="text-sm text-danger">{signInTexts.providersLoadFailed}</p>
      ) : (
        <ul aria-labelledby="providers-title" className="divide-y divide-border">
          {data.providers.map((provider) => (
            <ProviderRow key={provider.id} provider={provider} canUnlink={!lastWayIn} />
          ))}
        </ul>
      )}
      {lastWayIn ? <p className="text-sm text-muted-foreground">{signInTexts.lastWayIn}</p> : null}
    </Card>
  )
}
