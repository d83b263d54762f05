import { draftScreenTexts } from '@common/draft-texts'
import { postScreenTexts } from '@common/post-texts'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { toast } from '@web/lib/toast'
import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Composer } from './composer'

/**
 * The feed's own composer on wide screens (issue 19 §3): one line until focused, then the
 * whole composer (drafts and scheduling included). Phones keep the separate page.
 */
export function CompactComposer() {
  const [isOpen, setIsOpen] = useState(false)
  // Focus moves on into the text box that replaces the one-line prompt.
  useEffect(() => {
    if (isOpen) document.getElementById('post-content')?.focus()
  }, [isOpen])
  return (
    <Card className="mb-4 hidden p-4 lg:block">
      {isOpen ? (
        <div className="grid gap-2">
          <div className="flex justify-end">
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={draftScreenTexts.compactCollapse}
              onClick={() => setIsOpen(false)}
            >
              <X aria-hidden />
            </Button>
          </div>
          <Composer
            onPosted={() => {
              toast.success(postScreenTexts.created)
              setIsOpen(false)
            }}
          />
        </div>
      ) : (
        <button
          type="button"
          className="w-full rounded-lg border border-input bg-card px-4 py-3 text-left text-muted-foreground hover:bg-hover"
          onFocus={() => setIsOpen(true)}
          onClick={() => setIsOpen(true)}
        >
          {draftScreenTexts.compactPrompt}
        </button>
      )}
    </Card>
  )
}
