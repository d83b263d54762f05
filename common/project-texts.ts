import { dateTexts } from './calendar'
import { fieldLimits } from './project-fields'
import { TECH_ITEM_MAX, TECH_STACK_MAX } from './tech-stack'

// The projects feature's English, one home for the server and the web app (README: Texts). Kept
// apart from the zod schemas in projects.ts so screens that only need the wording load no zod.

/** Preset categories of the project form (spec section 9); any other trimmed text is allowed. */
export const PROJECT_CATEGORIES = [
  'Productivity',
  'Education',
  'Tools',
  'Design',
  'Marketing',
  'Developer Tools',
  'Finance',
  'Health',
  'Entertainment',
  'Other',
] as const

export const projectLimits = {
  nameMax: 80,
  taglineMax: 140,
  categoryMax: 40,
  descriptionMax: 5000,
  techStackMax: TECH_STACK_MAX,
  techItemMax: TECH_ITEM_MAX,
  ...fieldLimits,
} as const

/** Messages the server also sends (validation, errors) and the project actions' toasts. */
export const projectTexts = {
  created: 'Project created',
  updated: 'Project updated',
  deleted: 'Project deleted',
  saveFailed: 'Could not save project. Please try again.',
  loadDetailsFailed: 'Could not load project details',
  loadFailed: 'Could not load project',
  deleteFailed: 'Could not delete project',
  deleteTitle: 'Delete project?',
  deleteBody: 'This action cannot be undone. This will permanently delete your project.',
  nameTaken: 'A project with this name already exists',
  notOwner: 'Only the owner of this project can do that',
  nameRequired: 'Please enter a project name',
  nameTooLong: `Project names can be at most ${projectLimits.nameMax} characters`,
  taglineRequired: 'Please enter a tagline',
  taglineTooLong: `Taglines can be at most ${projectLimits.taglineMax} characters`,
  categoryTooLong: `Categories can be at most ${projectLimits.categoryMax} characters`,
  descriptionTooLong: `Descriptions can be at most ${projectLimits.descriptionMax.toLocaleString('en-US')} characters`,
  invalidUrl: 'Please enter a valid web address starting with http:// or https://',
  invalidMonth: 'Please choose a valid month',
  notRealDate: dateTexts.notReal,
  launchTooFarAhead: `The launch date can be at most ${projectLimits.launchMonthsAhead} months ahead`,
  mrrInvalid: 'MRR must be a number',
  mrrNegative: 'MRR cannot be negative',
  mrrDecimals: 'MRR can have at most 2 decimal places',
  mrrTooLarge: 'MRR is too large',
  userCountInvalid: 'User count must be a whole number',
  userCountNegative: 'User count cannot be negative',
  userCountTooLarge: 'User count is too large',
  techItemTooLong: `Each technology can be at most ${TECH_ITEM_MAX} characters`,
  techStackTooLong: `You can add up to ${TECH_STACK_MAX} technologies`,
  signUpToBookmark: 'Sign up to bookmark projects',
  metricsSelfReported: 'Metrics are self-reported by the founder',
  noMentions: 'No posts mention this project yet',
} as const

/** Visible labels of the project form fields, in form order. */
export const projectFieldLabels = {
  name: 'Name',
  tagline: 'Tagline',
  category: 'Category',
  description: 'Description',
  websiteUrl: 'Website URL',
  appStoreUrl: 'App Store URL',
  googlePlayUrl: 'Google Play URL',
  launchedDate: 'Launch date',
  mrr: 'MRR (USD per month)',
  userCount: 'User count',
  logoUrl: 'Logo URL',
  techStack: 'Tech stack',
} as const

/** The project screens' labels. */
export const projectScreenTexts = {
  createTitle: 'New project',
  editTitle: 'Edit project',
  detailTitle: 'Project',
  create: 'Create project',
  noCategory: 'No category',
  customCategory: 'Custom…',
  customCategoryLabel: 'Custom category',
  customCategoryPlaceholder: 'e.g. Climate',
  addTech: 'Add',
  addedTech: 'Added technologies',
  techStackHint: 'Separate several with commas or semicolons, then press Enter or Add',
  techStackFull: 'The tech stack is full',
  mrrHint: '$ per month',
  overview: 'Overview',
  mentions: 'Mentions',
  founder: 'Founder',
  website: 'Website',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  launched: 'Launched',
  users: 'Users',
  mrr: 'MRR',
  techStack: 'Tech stack',
  lastUpdated: 'Last updated',
  bookmark: 'Bookmark',
  bookmarked: 'Bookmarked',
  options: 'Project options',
  addFirstProject: 'Add your first project',
  addProject: 'Add project',
  noProjectsYet: 'No projects yet',
  listFailed: 'Could not load projects',
  noDetails: 'The founder has not added any details yet.',
  metrics: 'Metrics',
  links: 'Links',
  userCount: (formatted: string, count: number) => `${formatted} ${count === 1 ? 'user' : 'users'}`,
  loading: 'Loading project',
  loadingList: 'Loading projects',
  techStackPlaceholder: 'React, Node; Postgres',
  removeTech: (item: string) => `Remove ${item}`,
} as const
