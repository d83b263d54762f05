import { z } from 'zod'

/** How many trending topics the onboarding offers and a member may pick. */
export const onboardingTopicsMax = 5

/** GET /api/me/onboarding: what of their first steps a member is still offered. */
export const onboardingStateSchema = z.object({
  /** The onboarding over /feed: until done or skipped. */
  onboardingOpen: z.boolean(),
  /** The profile's completeness checklist: until complete or dismissed. */
  checklistVisible: z.boolean(),
  checklist: z.object({
    avatar: z.boolean(),
    bio: z.boolean(),
    link: z.boolean(),
    project: z.boolean(),
    post: z.boolean(),
  }),
})
export type OnboardingState = z.infer<typeof onboardingStateSchema>
export type ChecklistItem = keyof OnboardingState['checklist']

/** POST /api/me/onboarding/close: done or skipped, with the topics picked (none when skipped). */
export const closeOnboardingSchema = z.object({
  topics: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[\p{L}\p{N}_]{1,50}$/u, 'A topic is a hashtag without #'),
    )
    .max(onboardingTopicsMax)
    .default([]),
})

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
