import { postEditTexts } from '@common/post-edit-texts'
import { lazy, Suspense, useState } from 'react'
import type { HistoryTarget } from '../edit-api'

// The history and its dialog load when someone opens it, not with every list of posts.
const HistoryDialog = lazy(() => import('./history-dialog'))

/** "edited", beside a post's or comment's time: says when, and opens the earlier versions. */
export function EditedMark({ target, editedAt }: { target: HistoryTarget; editedAt: string }) {
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
          <HistoryDialog target={target} open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
