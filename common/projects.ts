import { z } from 'zod'
import { normaliseName } from './names'
import { authorSchema } from './posts'
import {
  type FieldProblem,
  isFieldProblem,
  parseLaunchMonth,
  parseMrr,
  parseUserCount,
  parseWebAddress,
} from './project-fields'
import { PROJECT_CATEGORIES, projectLimits, projectTexts } from './project-texts'
import { verifiedRevenueSchema } from './revenue'
import { text } from './strings'
import { dedupeTechStack, TECH_ITEM_MAX, TECH_STACK_MAX } from './tech-stack'

// The wording and limits live apart so the web app can use them without loading zod.
export { projectTexts } from './project-texts'

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

const requiredLine = (
  required: string,
  max: number,
  tooLongText: string,
  clean = (value: string) => value.trim().replace(/\s+/g, ' '),
) =>
  text({ error: required }).transform(clean).pipe(z.string().min(1, required).max(max, tooLongText))

const webAddress = optionalField(text(), parseWebAddress)
const amount = z.union([text(), z.number()])

const projectFieldsSchema = z.strictObject({
  // Unique in mention form: a lookalike with invisible or fullwidth characters is the same name.
  name: requiredLine(
    projectTexts.nameRequired,
    projectLimits.nameMax,
    projectTexts.nameTooLong,
    normaliseName,
  ),
  tagline: requiredLine(
    projectTexts.taglineRequired,
    projectLimits.taglineMax,
    projectTexts.taglineTooLong,
  ),
  category: optionalField(text(), (value) =>
    tooLong(projectLimits.categoryMax, 'categoryTooLong')(normaliseCategory(value)),
  ),
  description: optionalField(text(), tooLong(projectLimits.descriptionMax, 'descriptionTooLong')),
  websiteUrl: webAddress,
  appStoreUrl: webAddress,
  googlePlayUrl: webAddress,
  launchedDate: optionalField(text(), (value) => parseLaunchMonth(value)),
  mrr: optionalField(amount, parseMrr),
  userCount: optionalField(amount, parseUserCount),
  logoUrl: webAddress,
  // Bounded before the duplicates go, held to the real limits after.
  techStack: z
    .array(text().max(200, projectTexts.techItemTooLong))
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

/** A badge one of the project's launches earned: a frozen rank in the top 3 of its day or week. */
export const projectLaunchBadgeSchema = z.object({
  /** "#1 Launch of the Day", "#2 Launch of the Week". */
  text: z.string(),
  kind: z.enum(['day', 'week']),
  rank: z.number().int(),
  launchId: z.string(),
  /** The launch day, 'YYYY-MM-DD'. */
  day: z.string(),
})
export type ProjectLaunchBadge = z.infer<typeof projectLaunchBadgeSchema>

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
  /** The viewer makes it: its owner or an accepted co-maker (edits it, posts updates). */
  isMaker: z.boolean(),
  bookmarkedByMe: z.boolean(),
  /**
   * Its launches' badges, best first (ended launches only: not cancelled or disqualified). Only
   * the single-project answers (GET, POST, PUT, PATCH /api/projects/{id}) carry them; lists not.
   */
  launchBadges: z.array(projectLaunchBadgeSchema).optional(),
  /**
   * The numbers read from the project's connected payment provider at its last good sync (issue
   * 33), or null when none is connected: every server answer carries it (optional only for
   * objects built elsewhere). While it is connected, `mrr` cannot be typed.
   */
  verifiedRevenue: verifiedRevenueSchema.nullable().optional(),
})
export type Project = z.infer<typeof projectSchema>

export const bookmarkStateSchema = z.object({ bookmarked: z.boolean() })
export type BookmarkState = z.infer<typeof bookmarkStateSchema>
