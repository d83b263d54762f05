import type { OnboardingState } from '@common/onboarding'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import { closeOnboarding, dismissChecklist, findOnboardingFacts } from './queries'

export async function getOnboardingState(db: Db, userId: string): Promise<OnboardingState> {
  const facts = await findOnboardingFacts(db, userId)
  if (!facts) throw new AppError('not_found', 'Profile not found')
  const checklist = {
    avatar: facts.avatar,
    bio: facts.bio,
    link: facts.link,
    project: facts.project,
    post: facts.post,
  }
  const isComplete = Object.values(checklist).every(Boolean)
  return {
    onboardingOpen: !facts.closed,
    checklistVisible: !facts.dismissed && !isComplete,
    checklist,
  }
}

/** Done or skipped: either way it is never offered again, on any device. */
export async function closeMemberOnboarding(db: Db, userId: string, topics: string[]) {
  await closeOnboarding(db, userId, [...new Set(topics)])
  return getOnboardingState(db, userId)
}

export async function dismissMemberChecklist(db: Db, userId: string) {
  await dismissChecklist(db, userId)
  return getOnboardingState(db, userId)
}
