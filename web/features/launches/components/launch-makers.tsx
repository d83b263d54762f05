import { launchPageTexts } from '@common/launch-page-texts'
import type { Launch } from '@common/launches'
import { Avatar } from '@web/components/ui/avatar'
import { Card } from '@web/components/ui/card'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'

/** The makers launching the project, each leading to their profile. */
export function LaunchMakers({ makers }: { makers: Launch['makers'] }) {
  if (makers.length === 0) return null
  return (
    <Card className="grid gap-3 px-4 py-4" role="region" aria-labelledby="launch-makers">
      <h2 id="launch-makers" className="text-sm font-semibold text-muted-foreground">
        {launchPageTexts.makers}
      </h2>
      <ul className="grid gap-1">
        {makers.map((maker) => {
          const name = maker.name || maker.username
          return (
            <li key={maker.id}>
              <Link
                to={paths.profile(maker.username)}
                className="flex min-w-0 items-center gap-3 rounded-xl px-2 py-1.5 transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Avatar src={maker.avatarUrl} name={name} size="md" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-semibold">{name}</span>
                  <span className="truncate text-sm text-muted-foreground">@{maker.username}</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
