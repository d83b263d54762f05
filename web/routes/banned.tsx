import { profileScreenTexts } from '@common/profile-texts'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { supportMailto } from '@web/lib/support'
import { uiTexts } from '@web/lib/ui-texts'
import { ShieldX } from 'lucide-react'
import { Link } from 'react-router'

export function Component() {
  return (
    <section className="flex flex-col items-center py-14 text-center">
      <title>{uiTexts.pageTitle(profileScreenTexts.removedDocumentTitle)}</title>
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <ShieldX className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{profileScreenTexts.removedTitle}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{profileScreenTexts.removedBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <a
            href={supportMailto(profileScreenTexts.removedSupportSubject)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {profileScreenTexts.contactSupport}
          </a>
        </Button>
        <Button asChild>
          <Link to={paths.feed()}>{uiTexts.goToFeed}</Link>
        </Button>
      </div>
    </section>
  )
}
