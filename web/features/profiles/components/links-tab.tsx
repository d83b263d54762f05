import { displayAddress } from '@common/profile-link-urls'
import { profileScreenTexts, profileTexts } from '@common/profile-texts'
import type { Profile } from '@common/profiles'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { Spinner } from '@web/components/ui/spinner'
import { uiTexts } from '@web/lib/ui-texts'
import { Link2, Pencil, Plus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { linkKindLabel, userLinkRel } from '../link-labels'
import { LinkKindIcon } from './link-kind-icon'

// Only the owner edits: the form and its validation (react-hook-form, zod) load when they do.
const LinksEditor = lazy(() =>
  import('./links-editor').then((module) => ({ default: module.LinksEditor })),
)

function LinksList({ links }: { links: Profile['links'] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel={userLinkRel}
            className="flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3 transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex size-9 items-center justify-center rounded-full bg-muted">
              <LinkKindIcon kind={link.kind} className="size-[18px]" />
            </span>
            <span className="grid min-w-0">
              <span className="text-xs text-muted-foreground">{linkKindLabel(link)}</span>
              <span className="truncate font-medium">
                {link.kind === 'other' ? displayAddress(link.url) : link.handle}
              </span>
            </span>
            <span className="sr-only">{` ${uiTexts.opensInNewTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The member's social links; the owner switches to an editor with one field per kind. */
export function LinksTab({ profile }: { profile: Profile }) {
  const [isEditing, setIsEditing] = useState(false)
  const { links, isOwner } = profile

  if (isOwner && isEditing) {
    return (
      <Suspense fallback={<Spinner className="mx-auto my-6 size-5" label={uiTexts.loading} />}>
        <LinksEditor profile={profile} onDone={() => setIsEditing(false)} />
      </Suspense>
    )
  }
  if (links.length === 0) {
    return (
      <EmptyState
        icon={Link2}
        title={profileTexts.noLinksToShow}
        description={isOwner ? profileScreenTexts.linksInvite : undefined}
        action={
          isOwner ? (
            <Button onClick={() => setIsEditing(true)}>
              <Plus aria-hidden />
              {profileScreenTexts.addLinks}
            </Button>
          ) : undefined
        }
      />
    )
  }
  return (
    <div className="grid gap-3">
      {isOwner ? (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden />
            {profileScreenTexts.editLinks}
          </Button>
        </div>
      ) : null}
      <LinksList links={links} />
    </div>
  )
}
