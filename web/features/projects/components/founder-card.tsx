import type { Author } from '@common/posts'
import { projectScreenTexts } from '@common/project-texts'
import { Avatar } from '@web/components/ui/avatar'
import { Card } from '@web/components/ui/card'
import { paths } from '@web/lib/paths'
import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

/** Who made it; leads to their profile. */
export function FounderCard({ founder }: { founder: Author }) {
  const name = founder.name || founder.username
  return (
    <Link
      to={paths.profile(founder.username)}
      className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Card className="flex items-center gap-3 px-4 py-3 transition-colors group-hover:bg-hover">
        <Avatar src={founder.avatarUrl} name={name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-muted-foreground">{projectScreenTexts.founder}</p>
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-sm text-muted-foreground">@{founder.username}</p>
        </div>
        <ChevronRight aria-hidden className="size-5 text-muted-foreground" />
      </Card>
    </Link>
  )
}
