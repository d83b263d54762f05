import type { Profile } from '@common/profiles'
import { safetyTexts } from '@common/safety-texts'
import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
import { Ban } from 'lucide-react'
import { useUndoShield } from './use-undo-shield'

/**
 * On a profile across a block, signed in: "You blocked @x." with Unblock, or, on the profile of
 * a member who blocked the viewer, that they cannot interact (never saying who blocked whom).
 */
export function ProfileSafetyNotice({ profile }: { profile: Profile }) {
  const { undo, pending } = useUndoShield('block')
  const relation = profile.relation
  if (!relation || relation.canInteract) return null
  return (
    <div
      role="status"
      className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-muted px-4 py-3 text-sm"
    >
      <Ban className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <p className="min-w-0 flex-1 font-medium break-words">
        {relation.blockedByMe
          ? safetyTexts.youBlocked(profile.username)
          : safetyTexts.cannotInteract(profile.username)}
      </p>
      {relation.blockedByMe ? (
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          aria-label={safetyTexts.unblock(profile.username)}
          onClick={() => undo(profile.username)}
        >
          {pending ? <Spinner /> : null}
          {safetyTexts.unblockShort}
        </Button>
      ) : null}
    </div>
  )
}
