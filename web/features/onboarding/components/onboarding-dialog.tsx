import { onboardingTexts } from '@common/onboarding-texts'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { Skeleton } from '@web/components/ui/skeleton'
import { FollowingSuggestions } from '@web/features/explore/components/following-suggestions'
import { toast } from '@web/lib/toast'
import { Check, Hash } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useCloseOnboarding, useOnboardingState, useTrendingTopics } from '../api'

/**
 * The optional first steps over /feed after signing up (issue 20 §3): pick a few trending topics,
 * then follow a few suggested makers. Skippable at every step (closing the dialog skips too);
 * once done or skipped the server remembers and it never opens again.
 */
export function OnboardingDialog() {
  // Set by the sign-up form on its way to /feed: the onboarding opens only right after it.
  const location = useLocation()
  const isJustSignedUp = Boolean((location.state as { onboarding?: boolean } | null)?.onboarding)
  const state = useOnboardingState(isJustSignedUp)
  const close = useCloseOnboarding()
  const [step, setStep] = useState<'topics' | 'makers'>('topics')
  const [topics, setTopics] = useState<string[]>([])
  const [isDismissed, setIsDismissed] = useState(false)
  const open = isJustSignedUp && !isDismissed && state.data?.onboardingOpen === true

  const finish = (picked: string[]) => {
    setIsDismissed(true)
    close.mutate(picked, { onError: () => toast.error(onboardingTexts.closeFailed) })
  }

  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? null : finish([]))}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{onboardingTexts.title}</DialogTitle>
          <DialogDescription>
            {step === 'topics' ? onboardingTexts.topicsHint : onboardingTexts.makersHint}
          </DialogDescription>
        </DialogHeader>
        {step === 'topics' ? (
          <TopicPicker picked={topics} onChange={setTopics} />
        ) : (
          <section aria-label={onboardingTexts.makersStep}>
            <h3 className="mb-1 font-semibold">{onboardingTexts.makersStep}</h3>
            <FollowingSuggestions />
          </section>
        )}
        <div className="flex justify-between gap-2">
          <Button variant="ghost" onClick={() => finish([])}>
            {onboardingTexts.skip}
          </Button>
          {step === 'topics' ? (
            <Button onClick={() => setStep('makers')}>{onboardingTexts.next}</Button>
          ) : (
            <Button onClick={() => finish(topics)}>{onboardingTexts.done}</Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}

function TopicPicker({
  picked,
  onChange,
}: {
  picked: string[]
  onChange: (topics: string[]) => void
}) {
  const query = useTrendingTopics()
  const topics = query.data?.items ?? []
  const toggle = (tag: string) =>
    onChange(picked.includes(tag) ? picked.filter((t) => t !== tag) : [...picked, tag])
  return (
    <section aria-label={onboardingTexts.topicsStep}>
      <h3 className="mb-2 font-semibold">{onboardingTexts.topicsStep}</h3>
      {query.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : topics.length === 0 ? (
        <p className="text-sm text-muted-foreground">{onboardingTexts.noTopics}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {topics.map(({ tag }) => {
            const isPicked = picked.includes(tag)
            return (
              <li key={tag}>
                <Button
                  variant={isPicked ? 'primary' : 'outline'}
                  size="sm"
                  aria-pressed={isPicked}
                  onClick={() => toggle(tag)}
                  className="rounded-full"
                >
                  {isPicked ? <Check aria-hidden /> : <Hash aria-hidden />}
                  {tag}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
