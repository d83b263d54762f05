import { exploreTexts } from '@common/explore-texts'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { makersQueryOptions } from '../api'
import { MakerRowSkeleton, suggestionReason } from './maker-list'
import { MakerRow } from './maker-row'

const COUNT = 5

/** What an empty Following feed offers instead of a blank: five makers to follow, and more. */
export function FollowingSuggestions() {
  const query = useInfiniteQuery(makersQueryOptions(COUNT))
  const makers = query.data?.pages[0]?.items ?? []
  return (
    <div className="grid w-full max-w-md gap-3 text-left">
      <section aria-labelledby="following-suggestions">
        <h2 id="following-suggestions" className="text-sm font-semibold">
          {exploreTexts.suggestionsTitle}
        </h2>
        {query.isPending ? (
          <div role="status" aria-label={exploreTexts.loading}>
            {Array.from({ length: COUNT }, (_, index) => (
              <MakerRowSkeleton key={index} />
            ))}
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {makers.map((maker) => (
              <li key={maker.id}>
                <MakerRow
                  maker={{ ...maker, reason: suggestionReason(maker) }}
                  showBio={false}
                  canDismiss
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Button asChild variant="outline" className="justify-self-center">
        <Link to={`${paths.explore()}?tab=makers`}>
          <Compass aria-hidden />
          {exploreTexts.findMoreMakers}
        </Link>
      </Button>
    </div>
  )
}
