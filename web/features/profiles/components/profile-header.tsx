import { Avatar } from '@web/components/ui/avatar'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { Pencil, Settings } from 'lucide-react'
import { Link } from 'react-router'

type ProfileHeaderProps = {
  username: string
  name: string
  avatarUrl: string | null
  isOwner: boolean
}

export function ProfileHeader({ username, name, avatarUrl, isOwner }: ProfileHeaderProps) {
  return (
    <header className="mb-6">
      <title>{`${name} (@${username}) · Makerfolio`}</title>
      <div className="flex items-start justify-between gap-4">
        <Avatar src={avatarUrl} name={name} size="xl" className="ring-4 ring-card" />
        {isOwner ? (
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.editProfile()}>
                <Pencil aria-hidden />
                Edit profile
              </Link>
            </Button>
            <Button asChild variant="outline" size="icon-sm">
              <Link to={paths.settings()} aria-label="Settings">
                <Settings aria-hidden />
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{name}</h1>
      <p className="text-muted-foreground">@{username}</p>
      <nav aria-label="Connections" className="mt-4 flex gap-5 text-sm">
        <Link to={paths.followers(username)} className="text-muted-foreground hover:underline">
          Followers
        </Link>
        <Link to={paths.following(username)} className="text-muted-foreground hover:underline">
          Following
        </Link>
      </nav>
    </header>
  )
}
