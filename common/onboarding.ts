import { z } from 'zod'
import { limits } from './limits'

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
    .max(limits.onboardingTopicsMax)
    .default([]),
})
