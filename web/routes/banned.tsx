import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { supportMailto } from '@web/lib/support'
import { ShieldX } from 'lucide-react'
import { Link } from 'react-router'

export function Component() {
  return (
    <section className="flex flex-col items-center py-14 text-center">
      <title>Profile removed · Makerfolio</title>
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <ShieldX className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">This profile has been removed</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        This profile was removed for violating our community guidelines, so its posts, comments and
        projects are no longer available. If you think this is a mistake, contact our support team.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <a href={supportMailto('Removed profile')} target="_blank" rel="noopener noreferrer">
            Contact support
          </a>
        </Button>
        <Button asChild>
          <Link to={paths.feed()}>Go to feed</Link>
        </Button>
      </div>
    </section>
  )
}
