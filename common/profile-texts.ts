import { limits, PRODUCT_NAME, texts } from './texts'

// The profiles feature's English, one home for the server and the web app (README: Texts). Kept
// apart from the zod schemas in profiles.ts so screens that only need the wording load no zod.

/** Messages the server also sends (validation, errors) and the profile actions' toasts. */
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

/** The profile screens' labels, and the /banned screen a removed profile leads to. */
export const profileScreenTexts = {
  documentTitle: (name: string, username: string) => `${name} (@${username})`,
  loading: 'Loading profile',
  location: 'Location: ',
  counts: 'Connections',
  projectCount: (count: number) => (count === 1 ? 'Project' : 'Projects'),
  sections: 'Profile sections',
  tabs: { projects: 'Projects', posts: 'Posts', links: 'Links', saved: 'Saved', about: 'About' },
  savedSections: 'Saved content',
  savedTabs: { posts: 'Posts', projects: 'Projects' },
  moreActions: 'More actions',
  createFirstPost: 'Create your first post',
  about: 'About',
  addAbout: 'Add about',
  editAbout: 'Edit about',
  aboutInvite: 'Tell people who you are and what you build.',
  addLinks: 'Add links',
  editLinks: 'Edit links',
  linksInvite: 'Add your social profiles so people can find you.',
  signInPromptTitle: (username: string) => `Join ${PRODUCT_NAME} to follow @${username}`,
  signInPromptBody:
    'Sign in to follow makers, like and comment on posts, and share what you are building.',
  removedDocumentTitle: 'Profile removed',
  removedTitle: 'This profile has been removed',
  removedBody:
    'This profile was removed for violating our community guidelines, so its posts, comments and projects are no longer available. If you think this is a mistake, contact our support team.',
  removedSupportSubject: 'Removed profile',
  contactSupport: 'Contact support',
} as const

/** Profile tabs in ARCHITECTURE.md's order; Saved is shown to the owner only. */
export const profileTabs = ['projects', 'posts', 'links', 'saved', 'about'] as const
export type ProfileTab = (typeof profileTabs)[number]

/** The tab named in the address, or the first tab when it names none. */
export function parseProfileTab(value: string | null | undefined): ProfileTab {
  return profileTabs.find((tab) => tab === value) ?? 'projects'
}
