import { Button } from '@web/components/ui/button'
import { Skeleton } from '@web/components/ui/skeleton'
import { uiTexts } from '@web/lib/ui-texts'
import type { ReactNode } from 'react'

/**
 * A settings list's loading, failed (with Try again) and empty states, or the list itself: one
 * look for the blocked, muted and muted-words lists of Privacy and safety.
 */
export function ListStates({
  query,
  failed,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown }
  failed: string
  empty: string
  isEmpty: boolean
  children: ReactNode
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-3 py-2" aria-busy="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-danger">{failed}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {uiTexts.tryAgain}
        </Button>
      </div>
    )
  }
  if (isEmpty) return <p className="text-sm text-muted-foreground">{empty}</p>
  return children
}
