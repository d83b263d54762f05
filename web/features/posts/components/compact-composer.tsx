import { postScreenTexts } from '@common/post-texts'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Spinner } from '@web/components/ui/spinner'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { X } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'

// The whole composer (drafts, images, scheduling and their dialogs) loads when the prompt is
// pointed at or opened, not with every first visit to the feed.
const loadComposer = () => import('./composer')
const Composer = lazy(() => loadComposer().then((module) => ({ default: module.Composer })))

/** Focus moves on into the text box that replaces the one-line prompt, once it is there. */
function FocusComposer() {
  useEffect(() => {
    document.getElementById('post-content')?.focus()
  }, [])
  return null
}

/**
 * The feed's own composer on wide screens (issue 19 §3): one line until focused, then the
 * whole composer (drafts and scheduling included). Phones keep the separate page.
 */
export function CompactComposer() {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <Card className="mb-4 hidden p-4 lg:block">
      {isOpen ? (
        <div className="grid gap-2">
          <div className="flex justify-end">
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={postScreenTexts.compactCollapse}
              onClick={() => setIsOpen(false)}
            >
              <X aria-hidden />
            </Button>
          </div>
          <Suspense fallback={<Spinner className="mx-auto my-6 size-5" label={uiTexts.loading} />}>
            <Composer
              onPosted={() => {
                toast.success(postScreenTexts.created)
                setIsOpen(false)
              }}
            />
            <FocusComposer />
          </Suspense>
        </div>
      ) : (
        <button
          type="button"
          className="w-full rounded-lg border border-input bg-card px-4 py-3 text-left text-muted-foreground hover:bg-hover"
          onPointerEnter={() => void loadComposer()}
          onFocus={() => setIsOpen(true)}
          onClick={() => setIsOpen(true)}
        >
          {postScreenTexts.compactPrompt}
        </button>
      )}
    </Card>
  )
}
