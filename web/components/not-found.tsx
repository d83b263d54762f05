import { paths } from '@web/lib/paths'
import { Link } from 'react-router'
import { Button } from './ui/button'

/** The 404 page body: used by the /404 screen and by error boundaries for missing things. */
export function NotFound() {
  return (
    <section
      className="flex flex-col items-center py-16 text-center"
      aria-labelledby="not-found-title"
    >
      <title>Page not found · Makerfolio</title>
      <p className="bg-gradient-to-b from-primary to-link bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold tracking-tight">
        Page not found
      </h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to={paths.home()}>Go home</Link>
        </Button>
        <Button asChild>
          <Link to={paths.feed()}>Go to feed</Link>
        </Button>
      </div>
    </section>
  )
}
