import { profileScreenTexts, profileTexts } from '@common/profile-texts'
import type { Profile } from '@common/profiles'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { EmptyState } from '@web/components/ui/empty-state'
import { Spinner } from '@web/components/ui/spinner'
import { uiTexts } from '@web/lib/ui-texts'
import { Pencil, Plus, UserRound } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { LinkedText } from './linked-text'

// Only the owner edits: the form and its validation (react-hook-form, zod) load when they do.
const AboutEditor = lazy(() =>
  import('./about-editor').then((module) => ({ default: module.AboutEditor })),
)

/** The member's About text; the owner edits it in place. */
export function AboutTab({ profile }: { profile: Profile }) {
  const [isEditing, setIsEditing] = useState(false)
  const { description, isOwner } = profile

  if (isOwner && isEditing) {
    return (
      <Suspense fallback={<Spinner className="mx-auto my-6 size-5" label={uiTexts.loading} />}>
        <AboutEditor profile={profile} onDone={() => setIsEditing(false)} />
      </Suspense>
    )
  }
  if (!description) {
    return (
      <EmptyState
        icon={UserRound}
        title={profileTexts.noAboutToShow}
        description={isOwner ? profileScreenTexts.aboutInvite : undefined}
        action={
          isOwner ? (
            <Button onClick={() => setIsEditing(true)}>
              <Plus aria-hidden />
              {profileScreenTexts.addAbout}
            </Button>
          ) : undefined
        }
      />
    )
  }
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold">{profileScreenTexts.about}</h2>
        {isOwner ? (
          <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden />
            {profileScreenTexts.editAbout}
          </Button>
        ) : null}
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words">
        <LinkedText text={description} />
      </p>
    </Card>
  )
}
