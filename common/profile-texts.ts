import { limits, texts } from './texts'

// Kept apart from the zod schemas in profiles.ts so screens that only need the wording load no zod.
export const profileTexts = {
  aboutUpdated: 'About updated',
  linksUpdated: 'Links updated',
  profileUpdated: 'Profile updated',
  avatarUploaded: 'Avatar uploaded',
  somethingWentWrong: texts.somethingWentWrong,
  nameRequired: 'Please enter your name',
  nameTooLong: `Name can be at most ${limits.nameMax} characters`,
  bioTooLong: `Bio can be at most ${limits.bioMax} characters`,
  locationTooLong: `Location can be at most ${limits.locationMax} characters`,
  aboutTooLong: `About can be at most ${limits.descriptionMax.toLocaleString('en-US')} characters`,
  linkTooLong: 'That is too long',
  avatarTypes: 'Please choose a JPEG, PNG or WebP image',
  avatarTooLarge: 'File too large',
  avatarNotYours: 'Please upload the avatar again',
  emailReadOnly: 'Email cannot be changed at this time',
  invalidEmailFormat: 'Invalid email format',
  notFound: 'Profile not found',
  banned: 'This profile was removed for violating community guidelines',
  noPostsToShow: 'No posts to show',
  noProjectsToShow: 'No projects to show',
  noLinksToShow: 'No links to show',
  noAboutToShow: 'Nothing here yet',
  noSavedPosts: 'No saved posts yet',
  noSavedProjects: 'No saved projects yet',
} as const

/** Profile tabs in ARCHITECTURE.md's order; Saved is shown to the owner only. */
export const profileTabs = ['projects', 'posts', 'links', 'saved', 'about'] as const
export type ProfileTab = (typeof profileTabs)[number]

/** The tab named in the address, or the first tab when it names none. */
export function parseProfileTab(value: string | null | undefined): ProfileTab {
  return profileTabs.find((tab) => tab === value) ?? 'projects'
}
