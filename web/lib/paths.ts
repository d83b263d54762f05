// Link builders: every in-app URL is written here once.

const segment = (value: string) => encodeURIComponent(value)

export const paths = {
  home: () => '/',
  login: () => '/login',
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  feed: () => '/feed',
  createPost: () => '/create-post',
  /** The composer's Drafts list; a draft opens in the composer. */
  drafts: () => '/create-post/drafts',
  draft: (draftId: string) => `/create-post?draft=${segment(draftId)}`,
  post: (postId: string) => `/post/${segment(postId)}`,
  search: () => '/search',
  explore: () => '/explore',
  notifications: () => '/notifications',
  tag: (tag: string) => `/tag/${segment(tag)}`,
  profile: (username: string) => `/${segment(username)}`,
  followers: (username: string) => `/${segment(username)}/followers`,
  following: (username: string) => `/${segment(username)}/following`,
  projectCreate: () => '/project/create',
  project: (projectId: string) => `/project/${segment(projectId)}`,
  projectEdit: (projectId: string) => `/project/${segment(projectId)}/edit`,
  /** Launches (issue 32): the leaderboards, one launch, and the makers' schedule and edit forms. */
  launches: () => '/launches',
  launch: (launchId: string) => `/launch/${segment(launchId)}`,
  launchSchedule: (projectId: string) => `/project/${segment(projectId)}/launch`,
  launchEdit: (launchId: string) => `/launch/${segment(launchId)}/edit`,
  settings: () => '/settings',
  editProfile: () => '/settings/edit-profile',
  account: () => '/settings/account',
  feedback: () => '/settings/feedback',
  privacySettings: () => '/settings/privacy',
  deleteAccount: () => '/settings/delete-account',
  moderation: () => '/moderation',
  banned: () => '/banned',
  notFound: () => '/404',
  terms: () => '/terms',
  privacy: () => '/privacy',
}
