import { z } from 'zod'
import { usernameSchema } from './auth'
import { normaliseName } from './names'
import {
  displayAddress,
  mastodonHandleOf,
  parseMastodon,
  parseWebAddress,
  urlLinkLimits,
  urlLinkTexts,
} from './profile-link-urls'
import {
  type LinkKind,
  linkKindInfo,
  linkKinds,
  linkUrlFor,
  parseHandle,
  parseLinkUrl,
} from './profile-links'
import { profileTexts } from './profile-texts'
import { text } from './strings'
import { limits } from './texts'

// The wording and tabs live apart so the web app can use them without loading zod.
export { profileTexts } from './profile-texts'

/** Every kind a profile link has: the handle kinds, then those without a fixed site. */
export const profileLinkKinds = [...linkKinds, 'mastodon', 'website', 'other'] as const
export type ProfileLinkKind = (typeof profileLinkKinds)[number]

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
  kind: z.enum(profileLinkKinds),
  url: z.string(),
  /** As shown: '@ada', 'u/ada', a Discord id, '@ada@mastodon.social', a site's address, a label. */
  handle: z.string(),
  /** An `other` link's own label; null for the other kinds. */
  label: z.string().nullable(),
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
  /**
   * The viewer's shields toward this member (issue 31): only for a signed-in viewer who is not
   * the owner; null otherwise. `canInteract` is false while a block stands either way (it never
   * says which way: `blockedByMe` is the viewer's own block only).
   */
  relation: z
    .object({
      blockedByMe: z.boolean(),
      canInteract: z.boolean(),
      mute: z
        .object({ notificationsOnly: z.boolean(), expiresAt: z.string().nullable() })
        .nullable(),
    })
    .nullable(),
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

const otherLinkSchema = z.object({
  label: text().trim().max(urlLinkLimits.labelMax, urlLinkTexts.labelTooLong),
  url: text().max(300, profileTexts.linkTooLong),
})

/**
 * PUT /api/me/links and the links editor: one field per kind, up to 5 labelled other links;
 * blank fields are dropped. A value of another kind (a GitHub address in the X field) is refused.
 */
export const linksFormSchema = z
  .object({
    ...(Object.fromEntries(linkKinds.map((kind) => [kind, linkField])) as Record<
      LinkKind,
      typeof linkField
    >),
    mastodon: linkField,
    website: linkField,
    others: z
      .array(otherLinkSchema)
      .max(urlLinkLimits.othersMax, urlLinkTexts.tooManyOthers)
      .optional(),
  })
  .superRefine((form, ctx) => {
    const refuse = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message })
    for (const kind of linkKinds) {
      const result = parseHandle(kind, form[kind] ?? '')
      if (!result.ok) refuse([kind], result.message)
    }
    const mastodon = parseMastodon(form.mastodon ?? '')
    if (!mastodon.ok) refuse(['mastodon'], mastodon.message)
    const website = parseWebAddress(form.website ?? '')
    if (!website.ok) refuse(['website'], website.message)
    for (const [index, other] of (form.others ?? []).entries()) {
      if (!other.label.trim() && !other.url.trim()) continue
      const url = parseWebAddress(other.url)
      if (!url.ok) refuse(['others', index, 'url'], url.message)
      else if (!url.url) refuse(['others', index, 'url'], urlLinkTexts.notAnAddress)
      if (!other.label.trim()) refuse(['others', index, 'label'], urlLinkTexts.labelRequired)
    }
  })
export type LinksForm = z.input<typeof linksFormSchema>

export const linksSchema = z.object({ links: z.array(profileLinkSchema) })

/** A row to store: `label` is the kind, or `other:{label}` for a labelled address. */
export type StoredLink = { label: string; url: string }

/** The non-blank fields of a valid form as rows to store, in the kinds' order. */
export function linksFromForm(form: LinksForm): StoredLink[] {
  const handles = linkKinds.flatMap((kind) => {
    const result = parseHandle(kind, form[kind] ?? '')
    return result.ok && result.handle ? [{ label: kind, url: linkUrlFor(kind, result.handle) }] : []
  })
  const mastodon = parseMastodon(form.mastodon ?? '')
  const website = parseWebAddress(form.website ?? '')
  const others = (form.others ?? []).flatMap((other) => {
    const url = parseWebAddress(other.url)
    const label = other.label.trim()
    return url.ok && url.url && label ? [{ label: `other:${label}`, url: url.url }] : []
  })
  return [
    ...handles,
    ...(mastodon.ok && mastodon.url ? [{ label: 'mastodon', url: mastodon.url }] : []),
    ...(website.ok && website.url ? [{ label: 'website', url: website.url }] : []),
    ...others,
  ]
}

/** A stored row as the API shows it; null for a row this app cannot read (never shown). */
export function presentLink(row: StoredLink): ProfileLink | null {
  const parsed = parseLinkUrl(row.url)
  if (parsed) {
    const handle = `${linkKindInfo[parsed.kind].prefix}${parsed.handle}`
    return { kind: parsed.kind, url: row.url, handle, label: null }
  }
  if (!/^https?:\/\//i.test(row.url)) return null
  if (row.label === 'mastodon') {
    const handle = mastodonHandleOf(row.url)
    return handle ? { kind: 'mastodon', url: row.url, handle, label: null } : null
  }
  if (row.label === 'website') {
    return { kind: 'website', url: row.url, handle: displayAddress(row.url), label: null }
  }
  if (row.label.startsWith('other:')) {
    const label = row.label.slice('other:'.length)
    return { kind: 'other', url: row.url, handle: label, label }
  }
  return null
}

/** The editor's values for the handle kinds, Mastodon and the website. */
type SingleFields = Record<LinkKind | 'mastodon' | 'website', string>
export type LinksFormValues = SingleFields & { others: { label: string; url: string }[] }

/** Edit mode's starting values (and what Cancel restores) from the saved links. */
export function linksFormFrom(links: ProfileLink[]): LinksFormValues {
  const form = Object.fromEntries(
    [...linkKinds, 'mastodon', 'website'].map((kind) => [kind, '']),
  ) as SingleFields
  const others: LinksFormValues['others'] = []
  for (const link of links) {
    if (link.kind === 'other') others.push({ label: link.label ?? '', url: link.url })
    else if (link.kind === 'website') form.website = link.url
    else if (link.kind === 'mastodon') form.mastodon = link.handle
    else form[link.kind] = parseLinkUrl(link.url)?.handle ?? ''
  }
  return { ...form, others }
}
