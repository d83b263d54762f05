import { postEditTexts } from '@common/post-edit-texts'
import { lazy, Suspense, useState } from 'react'

// The history and its dialog load when someone opens it, not with every list of posts.
const PostHistoryDialog = lazy(() => import('./post-history-dialog'))

/** "edited", beside the post's time: says when, and opens the earlier versions. */
export function EditedMark({ postId, editedAt }: { postId: string; editedAt: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const when = new Date(editedAt).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        title={postEditTexts.editedAt(when)}
        aria-label={`${postEditTexts.editedAt(when)}. ${postEditTexts.historyOpen}`}
        aria-haspopup="dialog"
        className="cursor-pointer rounded-sm hover:underline"
      >
        {postEditTexts.edited}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <PostHistoryDialog postId={postId} open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
