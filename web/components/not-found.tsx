import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { Link } from 'react-router'
import { Button } from './ui/button'

/** The 404 page body: used by the /404 screen and by error boundaries for missing things. */
export function NotFound() {
  return (
    <section
      className="flex flex-col items-center py-16 text-center"
      aria-labelledby="not-found-title"
    >
      <title>{uiTexts.pageTitle(uiTexts.notFoundTitle)}</title>
      <p className="bg-gradient-to-b from-primary to-link bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold tracking-tight">
        {uiTexts.notFoundTitle}
      </h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{uiTexts.notFoundBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to={paths.home()}>{uiTexts.goHome}</Link>
        </Button>
        <Button asChild>
          <Link to={paths.feed()}>{uiTexts.goToFeed}</Link>
        </Button>
      </div>
    </section>
  )
}
