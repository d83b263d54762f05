import { launchPageTexts } from '@common/launch-page-texts'
import type { Launch } from '@common/launches'
import { Card } from '@web/components/ui/card'
import { CommentThread } from '@web/features/posts/components/comment-thread'

/**
 * The launch's discussion. Once it opens, the comments of its thread post, the post page's own
 * thread (replies, likes, reports, live events), the makers' first comment first. Before, the
 * first comment alone, as it will open the thread.
 */
export function LaunchThread({ launch }: { launch: Launch }) {
  if (launch.threadPostId) return <CommentThread postId={launch.threadPostId} />
  return (
    <section aria-labelledby="launch-first-comment" className="mt-6 grid gap-3">
      <h2 id="launch-first-comment" className="text-base font-semibold">
        {launchPageTexts.firstComment}
      </h2>
      <Card className="px-4 py-4">
        <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
          {launch.firstComment}
        </p>
      </Card>
      <p className="text-sm text-muted-foreground">{launchPageTexts.threadLater}</p>
    </section>
  )
}
