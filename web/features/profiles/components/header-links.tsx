import type { Profile } from '@common/profiles'
import { uiTexts } from '@web/lib/ui-texts'
import { linkKindLabel, userLinkRel } from '../link-labels'
import { LinkKindIcon } from './link-kind-icon'

const headerLinksLabel = 'Links'

/** The member's links as a compact row under the bio (the Links tab keeps the full list). */
export function HeaderLinks({ links }: { links: Profile['links'] }) {
  if (links.length === 0) return null
  return (
    <ul aria-label={headerLinksLabel} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {links.map((link) => (
        <li key={link.url} className="min-w-0">
          <a
            href={link.url}
            target="_blank"
            rel={userLinkRel}
            title={linkKindLabel(link)}
            className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-md text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:min-h-0"
          >
            <LinkKindIcon kind={link.kind} className="size-4" />
            <span className="sr-only">{`${linkKindLabel(link)}: `}</span>
            <span className="truncate">{link.handle}</span>
            <span className="sr-only">{` ${uiTexts.opensInNewTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
