// The onboarding's English, one home for the server and the web app (README: Texts). Kept apart
// from the zod schemas in onboarding.ts so the feed and the profile load no zod for the wording.
import type { ChecklistItem } from './onboarding'

export const onboardingTexts = {
  title: 'Welcome to Makerfolio',
  topicsStep: 'Pick a few topics you like',
  topicsHint: 'Trending with makers right now. You can change your mind any time.',
  makersStep: 'Follow a few makers',
  makersHint: 'Their posts fill your Following feed.',
  skip: 'Skip',
  next: 'Next',
  done: 'Done',
  noTopics: 'No trending topics yet',
  closeFailed: 'Could not save that, try again',
  checklistTitle: 'Complete your profile',
  checklistDismiss: 'Hide checklist',
  checklistItems: {
    avatar: 'Add a profile photo',
    bio: 'Write a short bio',
    link: 'Add a link',
    project: 'Add a first project',
    post: 'Share a first post',
  } satisfies Record<ChecklistItem, string>,
  checklistDone: 'done',
  checklistProgress: (done: number, total: number) => `${done} of ${total} done`,
} as const
