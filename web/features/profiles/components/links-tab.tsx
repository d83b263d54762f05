import { linkKindInfo } from '@common/profile-links'
import { type Profile, profileTexts } from '@common/profiles'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { Link2, Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { LinkKindIcon } from './link-kind-icon'
import { LinksEditor } from './links-editor'

function LinksList({ links }: { links: Profile['links'] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3 transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex size-9 items-center justify-center rounded-full bg-muted">
              <LinkKindIcon kind={link.kind} className="size-[18px]" />
            </span>
            <span className="grid min-w-0">
              <span className="text-xs text-muted-foreground">{linkKindInfo[link.kind].label}</span>
              <span className="truncate font-medium">{link.handle}</span>
            </span>
            <span className="sr-only"> (opens in a new tab)</span>
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
    return <LinksEditor profile={profile} onDone={() => setIsEditing(false)} />
  }
  if (links.length === 0) {
    return (
      <EmptyState
        icon={Link2}
        title={profileTexts.noLinksToShow}
        description={isOwner ? 'Add your social profiles so people can find you.' : undefined}
        action={
          isOwner ? (
            <Button onClick={() => setIsEditing(true)}>
              <Plus aria-hidden />
              Add links
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
            Edit links
          </Button>
        </div>
      ) : null}
      <LinksList links={links} />
    </div>
  )
}
