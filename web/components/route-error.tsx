import { texts } from '@common/texts'
import { uiTexts } from '@web/lib/ui-texts'
import { RotateCcw, TriangleAlert } from 'lucide-react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NotFound } from './not-found'
import { Button } from './ui/button'

/** Error boundary for a route area: a missing thing shows the 404, anything else a retry. */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (import.meta.env.DEV) console.error(error)
  return (
    <section role="alert" className="flex flex-col items-center px-4 py-16 text-center">
      <title>{uiTexts.pageTitle(texts.somethingWentWrong)}</title>
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-bold">{texts.somethingWentWrong}</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{uiTexts.screenFailedBody}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden />
        {uiTexts.tryAgain}
      </Button>
    </section>
  )
}
