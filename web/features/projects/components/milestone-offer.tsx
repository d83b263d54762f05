import { type Milestone, milestoneTitle } from '@common/milestones'
import { projectUpdateTexts } from '@common/project-update-texts'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Flag } from 'lucide-react'

/** What the project form leaves in the page's history state when a number crossed a threshold. */
export function milestoneOfferFrom(state: unknown): Milestone | null {
  const offer = (state as { milestoneOffer?: Milestone } | null)?.milestoneOffer
  return offer && (offer.kind === 'users' || offer.kind === 'mrr') ? offer : null
}

/** The offer to post a milestone the new numbers reached; accepting only opens the composer. */
export function MilestoneOffer({
  milestone,
  onAccept,
  onDismiss,
}: {
  milestone: Milestone
  onAccept: () => void
  onDismiss: () => void
}) {
  return (
    <Card
      className="flex flex-wrap items-center gap-3 px-4 py-3"
      role="region"
      aria-label={projectUpdateTexts.offerTitle(milestoneTitle(milestone))}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-link">
        <Flag aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{projectUpdateTexts.offerTitle(milestoneTitle(milestone))}</p>
        <p className="text-sm text-muted-foreground">{projectUpdateTexts.offerBody}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onDismiss}>
          {projectUpdateTexts.offerDismiss}
        </Button>
        <Button onClick={onAccept}>{projectUpdateTexts.offerAccept}</Button>
      </div>
    </Card>
  )
}
