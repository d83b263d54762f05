import { followTexts } from '@common/follow-texts'
import { profileScreenTexts } from '@common/profile-texts'
import type { Profile } from '@common/profiles'
import { Avatar } from '@web/components/ui/avatar'
import { ProfileSafetyNotice } from '@web/features/safety/components/profile-safety-notice'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { HeaderLinks } from './header-links'
import { ProfileActions } from './profile-actions'

const countFormat = new Intl.NumberFormat('en-US')

function Count({ value, label, to }: { value: number; label: string; to?: string }) {
  const content = (
    <>
      <span className="font-semibold text-foreground">{countFormat.format(value)}</span>{' '}
      <span className="text-muted-foreground">{label}</span>
    </>
  )
  if (!to) return <span>{content}</span>
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-[0.25em] rounded-md hover:underline lg:min-h-0"
    >
      {content}
    </Link>
  )
}

/** Avatar, names, location, counts and bio, with the viewer's actions beside the avatar. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { username, name } = profile
  return (
    <header className="mb-6">
      <title>{uiTexts.pageTitle(profileScreenTexts.documentTitle(name, username))}</title>
      {/* Wraps: with large text the actions go below the avatar rather than off screen. */}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Avatar src={profile.avatarUrl} name={name} size="xl" className="ring-4 ring-card" />
        <ProfileActions profile={profile} />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight break-words">{name}</h1>
      <p className="text-muted-foreground">@{username}</p>
      {profile.location ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">{profileScreenTexts.location}</span>
          <span className="min-w-0 break-words">{profile.location}</span>
        </p>
      ) : null}
      {profile.bio ? <p className="mt-3 whitespace-pre-line break-words">{profile.bio}</p> : null}
      <HeaderLinks links={profile.links} />
      <nav
        aria-label={profileScreenTexts.counts}
        className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm"
      >
        <Count
          value={profile.followersCount}
          label={followTexts.followerCount(profile.followersCount)}
          to={paths.followers(username)}
        />
        <Count
          value={profile.followingCount}
          label={followTexts.followingTitle}
          to={paths.following(username)}
        />
        <Count
          value={profile.projectsCount}
          label={profileScreenTexts.projectCount(profile.projectsCount)}
        />
      </nav>
      <ProfileSafetyNotice profile={profile} />
    </header>
  )
}
