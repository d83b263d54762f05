import { launchPageTexts } from '@common/launch-page-texts'
import type { Launch } from '@common/launches'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Ban } from 'lucide-react'
import { useState } from 'react'
import { DisqualifyDialog } from './disqualify-dialog'

/**
 * Moderators' card on the launch page: disqualify it with a reason; voiding a member's vote is
 * on each upvoter in the upvoters list. Both land in the moderation history.
 */
export function LaunchModeration({ launch }: { launch: Launch }) {
  const [isDisqualifying, setIsDisqualifying] = useState(false)
  return (
    <Card className="grid gap-3 px-4 py-4" role="region" aria-labelledby="launch-moderation">
      <h2 id="launch-moderation" className="text-sm font-semibold text-muted-foreground">
        {launchPageTexts.moderation}
      </h2>
      {launch.state === 'disqualified' ? null : (
        <div>
          <Button variant="destructive" size="sm" onClick={() => setIsDisqualifying(true)}>
            <Ban aria-hidden />
            {launchPageTexts.disqualify}
          </Button>
        </div>
      )}
      {launch.state === 'scheduled' ? null : (
        <p className="text-xs text-muted-foreground">{launchPageTexts.voidHint}</p>
      )}
      <DisqualifyDialog
        launchId={launch.id}
        open={isDisqualifying}
        onOpenChange={setIsDisqualifying}
      />
    </Card>
  )
}
