import { profileScreenTexts } from '@common/profile-texts'
import type { Profile } from '@common/profiles'
import { pathAfterReport, reportActionLabel } from '@common/report-texts'
import { Button } from '@web/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu'
import { FollowButton } from '@web/features/follows/components/follow-button'
import { ReportDialog } from '@web/features/reports/components/report-dialog'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { Ellipsis, Flag, Pencil, Settings } from 'lucide-react'
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
  const navigate = useNavigate()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <FollowButton
        username={profile.username}
        isFollowing={profile.followedByMe === true}
        size="sm"
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon-sm" aria-label={profileScreenTexts.moreActions}>
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
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
    </div>
  )
}

/** Owner: edit and settings. Signed-in member: follow and report. Visitor: nothing here. */
export function ProfileActions({ profile }: { profile: Profile }) {
  if (profile.isOwner) return <OwnerActions />
  // The server only answers followedByMe for a signed-in viewer who is not the owner.
  if (profile.followedByMe === null) return null
  return <MemberActions profile={profile} />
}
