import { z } from 'zod'
import { usernameSchema } from './auth'
import { normaliseName } from './names'
import { type LinkKind, linkKinds, linkUrlFor, parseHandle, parseLinkUrl } from './profile-links'
import { profileTexts } from './profile-texts'
import { text } from './strings'
import { limits } from './texts'

// The wording and tabs live apart so the web app can use them without loading zod.
export { profileTexts } from './profile-texts'

export const linkKindSchema = z.enum(linkKinds)

/** The avatar picker and crop dialog (spec sections 5 and 9). */
export const avatarRules = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  bytesMax: limits.imageBytesMax,
  /** The server shrinks avatars to fit this square. */
  sizeMax: 512,
  cropAspect: 1,
  zoomMin: 1,
  zoomMax: 3,
  zoomStep: 0.1,
} as const

export const profileLinkSchema = z.object({
  kind: linkKindSchema,
  url: z.string(),
  /** As shown: '@ada', 'u/ada', or a Discord id. */
  handle: z.string(),
})
export type ProfileLink = z.infer<typeof profileLinkSchema>

/** `:username` in every /api/users/... path and /{username}/feed.xml. */
export const usernameParamsSchema = z.object({ username: text().min(1).max(100) })

/** GET /api/users/:username */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  /** The About tab's text. */
  description: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  projectsCount: z.number().int(),
  isOwner: z.boolean(),
  /** Only for a signed-in viewer who is not the owner; null otherwise. */
  followedByMe: z.boolean().nullable(),
  links: z.array(profileLinkSchema),
})
export type Profile = z.infer<typeof profileSchema>

/** Trimmed; blank becomes null. */
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => value || null)

/** PATCH /api/me/profile: the edit-profile form; every field optional on the wire. */
export const updateProfileSchema = z.object({
  // Normalised so 'Ada\u200b' cannot pass for 'Ada' (common/names.ts).
  name: text()
    .transform(normaliseName)
    .pipe(
      z.string().min(1, profileTexts.nameRequired).max(limits.nameMax, profileTexts.nameTooLong),
    )
    .optional(),
  username: usernameSchema.optional(),
  bio: optionalText(limits.bioMax, profileTexts.bioTooLong).optional(),
  location: optionalText(limits.locationMax, profileTexts.locationTooLong).optional(),
  /** An address returned by POST /api/me/avatar, or null to remove the avatar. */
  avatarUrl: text().max(500).nullable().optional(),
})
export type UpdateProfileForm = z.input<typeof updateProfileSchema>
export type UpdateProfileInput = z.output<typeof updateProfileSchema>

/** PUT /api/me/about */
export const updateAboutSchema = z.object({
  description: optionalText(limits.descriptionMax, profileTexts.aboutTooLong),
})
export const aboutSchema = z.object({ description: z.string().nullable() })

/** POST /api/me/avatar answers with the stored image; the profile keeps it once saved. */
export const avatarUploadSchema = z.object({ avatarUrl: z.string() })

const linkField = text().max(300, profileTexts.linkTooLong).optional()

/** PUT /api/me/links and the links editor: one field per kind, blank fields dropped. */
export const linksFormSchema = z
  .object({
    twitter: linkField,
    instagram: linkField,
    youtube: linkField,
    tiktok: linkField,
    discord: linkField,
    reddit: linkField,
  })
  .superRefine((form, ctx) => {
    for (const kind of linkKinds) {
      const result = parseHandle(kind, form[kind] ?? '')
      if (!result.ok) ctx.addIssue({ code: 'custom', path: [kind], message: result.message })
    }
  })
export type LinksForm = z.input<typeof linksFormSchema>

export const linksSchema = z.object({ links: z.array(profileLinkSchema) })

/** The non-blank fields of a valid form as addresses to store, in the kinds' order. */
export function linksFromForm(form: LinksForm): { kind: LinkKind; url: string }[] {
  return linkKinds.flatMap((kind) => {
    const result = parseHandle(kind, form[kind] ?? '')
    return result.ok && result.handle ? [{ kind, url: linkUrlFor(kind, result.handle) }] : []
  })
}

/** Edit mode's starting values (and what Cancel restores) from the saved links. */
export function linksFormFrom(links: { url: string }[]): Record<LinkKind, string> {
  const form = Object.fromEntries(linkKinds.map((kind) => [kind, ''])) as Record<LinkKind, string>
  for (const link of links) {
    const parsed = parseLinkUrl(link.url)
    if (parsed) form[parsed.kind] = parsed.handle
  }
  return form
}
