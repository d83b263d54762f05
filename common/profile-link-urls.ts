// Links that are no fixed site plus a handle (issue 17 §6): a Mastodon account on any server,
// a personal website and other addresses with a label. The profile_links row's `label` says
// which (`mastodon`, `website`, `other:{label}`), since the address alone cannot.
import { belongsToKind, kindOfHost } from './profile-links'

export type UrlResult = { ok: true; url: string | null } | { ok: false; message: string }

export const urlLinkTexts = {
  mastodonLabel: 'Mastodon',
  mastodonHandleName: 'handle',
  mastodonPlaceholder: '@you@mastodon.social',
  mastodonRule: 'A Mastodon handle looks like @you@mastodon.social',
  websiteLabel: 'Website',
  websitePlaceholder: 'https://your-site.com',
  otherLabel: 'Other link',
  otherLabelName: 'Label',
  otherUrlName: 'Address',
  otherLabelPlaceholder: 'Newsletter',
  otherUrlPlaceholder: 'https://…',
  notAnAddress: 'Enter a web address such as https://your-site.com',
  onlyHttp: 'Only http and https addresses are allowed',
  labelRequired: 'Give this link a label',
  labelTooLong: 'Labels can be up to 40 characters',
  addOther: 'Add another link',
  removeOther: 'Remove this link',
  tooManyOthers: 'You can add up to 5 other links',
} as const

export const urlLinkLimits = { othersMax: 5, labelMax: 40 } as const

const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i
const MASTODON_HANDLE = /^@?([A-Za-z0-9_]{1,30})@([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)$/
const MASTODON_PATH = /^\/@([A-Za-z0-9_]{1,30})\/?$/

/**
 * A typed web address: trimmed, https:// added when no scheme was typed, http(s) only, and
 * refused when it is the address of a kind that has its own field.
 */
export function parseWebAddress(raw: string): UrlResult {
  const value = raw.trim()
  if (!value) return { ok: true, url: null }
  let url: URL
  try {
    url = new URL(WITH_SCHEME.test(value) ? value : `https://${value}`)
  } catch {
    return { ok: false, message: urlLinkTexts.notAnAddress }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: urlLinkTexts.onlyHttp }
  }
  if (!url.hostname.includes('.') || /\s/.test(value)) {
    return { ok: false, message: urlLinkTexts.notAnAddress }
  }
  const other = kindOfHost(url.hostname)
  if (other) return { ok: false, message: belongsToKind(other) }
  return { ok: true, url: url.href }
}

/** '@ada@mastodon.social' or 'https://mastodon.social/@ada', stored as the latter. */
export function parseMastodon(raw: string): UrlResult {
  const value = raw.trim()
  if (!value) return { ok: true, url: null }
  const handle = MASTODON_HANDLE.exec(value)
  if (handle) return { ok: true, url: `https://${handle[2]!.toLowerCase()}/@${handle[1]}` }
  if (!WITH_SCHEME.test(value) && !value.includes('/')) {
    return { ok: false, message: urlLinkTexts.mastodonRule }
  }
  const address = parseWebAddress(value)
  if (!address.ok || !address.url) return address
  const url = new URL(address.url)
  const user = MASTODON_PATH.exec(url.pathname)
  if (!user) return { ok: false, message: urlLinkTexts.mastodonRule }
  return { ok: true, url: `https://${url.hostname}/@${user[1]}` }
}

/** '@ada@mastodon.social' from a stored Mastodon address; null when it is none. */
export function mastodonHandleOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    const user = MASTODON_PATH.exec(parsed.pathname)
    return user ? `@${user[1]}@${parsed.hostname}` : null
  } catch {
    return null
  }
}

/** How a website shows: its host and path, without the scheme or a trailing slash. */
export function displayAddress(url: string): string {
  try {
    const parsed = new URL(url)
    const rest = `${parsed.pathname}${parsed.search}`.replace(/\/$/, '')
    return `${parsed.hostname.replace(/^www\./, '')}${rest}`
  } catch {
    return url
  }
}
