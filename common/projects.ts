import { z } from 'zod'
import { authorSchema } from './posts'
import {
  type FieldProblem,
  fieldLimits,
  isFieldProblem,
  parseLaunchMonth,
  parseMrr,
  parseUserCount,
  parseWebAddress,
} from './project-fields'
import { dedupeTechStack, TECH_ITEM_MAX, TECH_STACK_MAX } from './tech-stack'

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

export const projectTexts = {
  errorTitle: 'Error',
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

/** A preset typed in another case takes the preset's spelling, so lists group cleanly. */
export function normaliseCategory(text: string): string {
  const collapsed = text.trim().replace(/\s+/g, ' ')
  const preset = PROJECT_CATEGORIES.find((name) => name.toLowerCase() === collapsed.toLowerCase())
  return preset ?? collapsed
}

const tooLong = (max: number, problem: FieldProblem['problem']) => (text: string) =>
  text.length > max ? { problem } : text

/** Absent stays absent (PATCH leaves it alone); blank or null becomes null; the rest is parsed. */
function optionalField<In extends string | number, Out>(
  accepts: z.ZodType<In>,
  parse: (input: In) => Out | FieldProblem,
) {
  return z
    .union([accepts, z.null()])
    .optional()
    .transform((value, ctx): Out | null | undefined => {
      if (value === undefined || value === null) return value
      const input = (typeof value === 'string' ? value.trim() : value) as In
      if (input === '') return null
      const result = parse(input)
      if (!isFieldProblem(result)) return result
      ctx.addIssue({ code: 'custom', message: projectTexts[result.problem] })
      return z.NEVER
    })
}

const requiredLine = (required: string, max: number, tooLongText: string) =>
  z
    .string({ error: required })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, required).max(max, tooLongText))

const webAddress = optionalField(z.string(), parseWebAddress)
const amount = z.union([z.string(), z.number()])

const projectFieldsSchema = z.strictObject({
  name: requiredLine(projectTexts.nameRequired, projectLimits.nameMax, projectTexts.nameTooLong),
  tagline: requiredLine(
    projectTexts.taglineRequired,
    projectLimits.taglineMax,
    projectTexts.taglineTooLong,
  ),
  category: optionalField(z.string(), (text) =>
    tooLong(projectLimits.categoryMax, 'categoryTooLong')(normaliseCategory(text)),
  ),
  description: optionalField(
    z.string(),
    tooLong(projectLimits.descriptionMax, 'descriptionTooLong'),
  ),
  websiteUrl: webAddress,
  appStoreUrl: webAddress,
  googlePlayUrl: webAddress,
  launchedDate: optionalField(z.string(), (text) => parseLaunchMonth(text)),
  mrr: optionalField(amount, parseMrr),
  userCount: optionalField(amount, parseUserCount),
  logoUrl: webAddress,
  // Bounded before the duplicates go, held to the real limits after.
  techStack: z
    .array(z.string().max(200, projectTexts.techItemTooLong))
    .max(100, projectTexts.techStackTooLong)
    .optional()
    .transform((items) => (items === undefined ? undefined : dedupeTechStack(items)))
    .pipe(
      z
        .array(z.string().max(TECH_ITEM_MAX, projectTexts.techItemTooLong))
        .max(TECH_STACK_MAX, projectTexts.techStackTooLong)
        .optional(),
    ),
})

/**
 * The project form and the body of POST and PUT: the form's strings in, clean values out
 * (blank optional fields become null). Parsing its own output gives the same output.
 */
export const projectInputSchema = projectFieldsSchema.transform((fields) => ({
  name: fields.name,
  tagline: fields.tagline,
  category: fields.category ?? null,
  description: fields.description ?? null,
  websiteUrl: fields.websiteUrl ?? null,
  appStoreUrl: fields.appStoreUrl ?? null,
  googlePlayUrl: fields.googlePlayUrl ?? null,
  launchedDate: fields.launchedDate ?? null,
  mrr: fields.mrr ?? null,
  userCount: fields.userCount ?? null,
  logoUrl: fields.logoUrl ?? null,
  techStack: fields.techStack ?? [],
}))
/** What the form holds: strings as typed (numbers and null are accepted too). */
export type ProjectFormValues = z.input<typeof projectInputSchema>
/** What is sent and stored. */
export type ProjectInput = z.output<typeof projectInputSchema>

/** PATCH body: only the fields sent change; null or '' clears an optional field. */
export const projectPatchSchema = projectFieldsSchema.partial()
export type ProjectPatch = z.output<typeof projectPatchSchema>

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  appStoreUrl: z.string().nullable(),
  googlePlayUrl: z.string().nullable(),
  /** 'YYYY-MM-01': the first day of the launch month. */
  launchedDate: z.string().nullable(),
  /** Dollars per month. */
  mrr: z.number().nullable(),
  userCount: z.number().int().nullable(),
  logoUrl: z.string().nullable(),
  techStack: z.array(z.string()),
  createdAt: z.string(),
  /** When the project, and so its self-reported metrics, last changed. */
  updatedAt: z.string(),
  owner: authorSchema,
  isOwner: z.boolean(),
  bookmarkedByMe: z.boolean(),
})
export type Project = z.infer<typeof projectSchema>

/** Cards (profile Projects tab, Saved panel) carry the whole project. */
export const projectCardSchema = projectSchema

export const bookmarkStateSchema = z.object({ bookmarked: z.boolean() })
export type BookmarkState = z.infer<typeof bookmarkStateSchema>
