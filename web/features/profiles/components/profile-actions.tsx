import { profileScreenTexts } from '@common/profile-texts'
import type { Profile } from '@common/profiles'
import { pathAfterReport, reportActionLabel } from '@common/report-texts'
import { safetyTexts } from '@common/safety-texts'
import { Button } from '@web/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu'
import { FollowButton } from '@web/features/follows/components/follow-button'
import { ReportDialog } from '@web/features/reports/components/report-dialog'
import { BlockDialog } from '@web/features/safety/components/block-dialog'
import { MuteDialog } from '@web/features/safety/components/mute-dialog'
import { useUndoShield } from '@web/features/safety/components/use-undo-shield'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { Ban, Ellipsis, Flag, Pencil, Settings, Volume2, VolumeX } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'

function OwnerActions() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={paths.editProfile()}>
          <Pencil aria-hidden />
          {uiTexts.editProfile}
        </Link>
      </Button>
      <Button asChild variant="outline" size="icon-sm">
        <Link to={paths.settings()} aria-label={uiTexts.settings}>
          <Settings aria-hidden />
        </Link>
      </Button>
    </div>
  )
}

function MemberActions({ profile }: { profile: Profile }) {
  const [isReportOpen, setIsReportOpen] = useState(false)
  const [shieldDialog, setShieldDialog] = useState<'block' | 'mute' | null>(null)
  const unblock = useUndoShield('block')
  const unmute = useUndoShield('mute')
  const navigate = useNavigate()
  const { username, relation } = profile
  // Across a block neither side may follow (the notice under the header says so).
  const canInteract = relation?.canInteract !== false
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canInteract ? (
        <FollowButton username={username} isFollowing={profile.followedByMe === true} size="sm" />
      ) : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon-sm" aria-label={profileScreenTexts.moreActions}>
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {relation?.mute ? (
            <DropdownMenuItem disabled={unmute.pending} onSelect={() => unmute.undo(username)}>
              <Volume2 aria-hidden />
              <span className="truncate">{safetyTexts.unmute(username)}</span>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setShieldDialog('mute')}>
              <VolumeX aria-hidden />
              <span className="truncate">{safetyTexts.mute(username)}</span>
            </DropdownMenuItem>
          )}
          {relation?.blockedByMe ? (
            <DropdownMenuItem disabled={unblock.pending} onSelect={() => unblock.undo(username)}>
              <Ban aria-hidden />
              <span className="truncate">{safetyTexts.unblock(username)}</span>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem destructive onSelect={() => setShieldDialog('block')}>
              <Ban aria-hidden />
              <span className="truncate">{safetyTexts.block(username)}</span>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem destructive onSelect={() => setIsReportOpen(true)}>
            <Flag aria-hidden />
            {reportActionLabel('profile')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog
        type="profile"
        id={profile.id}
        author={profile}
        open={isReportOpen}
        onOpenChange={setIsReportOpen}
        onReported={() => navigate(pathAfterReport('profile') ?? paths.feed())}
      />
      <BlockDialog
        username={username}
        open={shieldDialog === 'block'}
        onOpenChange={(open) => setShieldDialog(open ? 'block' : null)}
      />
      <MuteDialog
        username={username}
        open={shieldDialog === 'mute'}
        onOpenChange={(open) => setShieldDialog(open ? 'mute' : null)}
      />
    </div>
  )
}

/**
 * Owner: edit and settings. Signed-in member: follow (not across a block), mute, block and
 * report. Visitor: nothing here.
 */
export function ProfileActions({ profile }: { profile: Profile }) {
  if (profile.isOwner) return <OwnerActions />
  // The server only answers followedByMe for a signed-in viewer who is not the owner.
  if (profile.followedByMe === null) return null
  return <MemberActions profile={profile} />
}
