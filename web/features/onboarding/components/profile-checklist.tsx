import type { ChecklistItem } from '@common/onboarding'
import { onboardingTexts } from '@common/onboarding-texts'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { CheckCircle2, Circle, X } from 'lucide-react'
import { Link } from 'react-router'
import { useDismissChecklist, useOnboardingState } from '../api'

/** Where each missing piece is added. */
const itemLinks: Record<ChecklistItem, string> = {
  avatar: paths.editProfile(),
  bio: paths.editProfile(),
  link: paths.editProfile(),
  project: paths.projectCreate(),
  post: paths.createPost(),
}

/**
 * The owner's completeness checklist on their profile (issue 20 §3): shown until every item is
 * done or the owner hides it; the server remembers the hiding.
 */
export function ProfileChecklist() {
  const state = useOnboardingState(true)
  const dismiss = useDismissChecklist()
  if (!state.data?.checklistVisible) return null
  const entries = Object.entries(state.data.checklist) as [ChecklistItem, boolean][]
  const doneCount = entries.filter(([, done]) => done).length
  return (
    <section
      aria-labelledby="profile-checklist-title"
      className="relative mt-5 mb-4 rounded-2xl border border-border bg-card p-4"
    >
      <h2 id="profile-checklist-title" className="pr-10 font-semibold">
        {onboardingTexts.checklistTitle}
      </h2>
      <p className="text-sm text-muted-foreground">
        {onboardingTexts.checklistProgress(doneCount, entries.length)}
      </p>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={onboardingTexts.checklistDismiss}
        className="absolute top-2 right-2"
        disabled={dismiss.isPending}
        onClick={() =>
          dismiss.mutate(undefined, { onError: () => toast.error(onboardingTexts.closeFailed) })
        }
      >
        <X aria-hidden />
      </Button>
      <ul className="mt-3 grid gap-1">
        {entries.map(([item, done]) => (
          <li key={item}>
            {done ? (
              <span className="flex min-h-11 items-center gap-2 px-2 text-sm text-muted-foreground line-through">
                <CheckCircle2 aria-hidden className="size-4 text-primary" />
                {onboardingTexts.checklistItems[item]}
                <span className="sr-only">{onboardingTexts.checklistDone}</span>
              </span>
            ) : (
              <Link
                to={itemLinks[item]}
                className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium hover:bg-hover"
              >
                <Circle aria-hidden className="size-4 text-muted-foreground" />
                {onboardingTexts.checklistItems[item]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
