// A profile link is stored as the kind's base address plus a handle (spec section 3); the kind
// is recognised from the address. Everything here is pure so the links editor and the server
// normalise the same way.

// The spec's six kinds, then those makers use (issue 17 §6): each a fixed site plus a handle.
export const linkKinds = [
  'twitter',
  'instagram',
  'youtube',
  'tiktok',
  'discord',
  'reddit',
  'github',
  'linkedin',
  'bluesky',
] as const
export type LinkKind = (typeof linkKinds)[number]

type KindRule = {
  /** Shown next to the input and the icon. */
  label: string
  /** What the input asks for, e.g. 'username' or '@handle'. */
  handleName: string
  baseUrl: string
  /** Shown before the handle in view mode and as the input's adornment: '@' or 'u/'. */
  prefix: string
  placeholder: string
  /** Hosts of a pasted profile address, without `www.` or `m.`. */
  hosts: string[]
  /** Paths leading to the handle in a pasted address. */
  paths: string[]
  /** What a typed handle may start with and is dropped: '@ada', 'u/ada'. */
  typedPrefix?: RegExp
  pattern: RegExp
  rule: string
}

export const linkKindInfo: Record<LinkKind, KindRule> = {
  twitter: {
    label: 'X (Twitter)',
    handleName: 'username',
    baseUrl: 'https://x.com/',
    prefix: '@',
    placeholder: 'username',
    hosts: ['x.com', 'twitter.com'],
    paths: ['/'],
    typedPrefix: /^@/,
    pattern: /^[A-Za-z0-9_]{1,15}$/,
    rule: 'X usernames have 1 to 15 letters, numbers or underscores',
  },
  instagram: {
    label: 'Instagram',
    handleName: 'username',
    baseUrl: 'https://instagram.com/',
    prefix: '@',
    placeholder: 'username',
    hosts: ['instagram.com', 'instagr.am'],
    paths: ['/'],
    typedPrefix: /^@/,
    pattern: /^[A-Za-z0-9._]{1,30}$/,
    rule: 'Instagram usernames have up to 30 letters, numbers, periods or underscores',
  },
  youtube: {
    label: 'YouTube',
    handleName: '@handle',
    baseUrl: 'https://youtube.com/@',
    prefix: '@',
    placeholder: 'handle',
    hosts: ['youtube.com'],
    paths: ['/@'],
    typedPrefix: /^@/,
    pattern: /^[A-Za-z0-9._-]{3,30}$/,
    rule: 'YouTube handles have 3 to 30 letters, numbers, periods, hyphens or underscores',
  },
  tiktok: {
    label: 'TikTok',
    handleName: '@handle',
    baseUrl: 'https://tiktok.com/@',
    prefix: '@',
    placeholder: 'handle',
    hosts: ['tiktok.com'],
    paths: ['/@'],
    typedPrefix: /^@/,
    pattern: /^[A-Za-z0-9._]{2,24}$/,
    rule: 'TikTok handles have 2 to 24 letters, numbers, periods or underscores',
  },
  discord: {
    label: 'Discord',
    handleName: 'user ID',
    baseUrl: 'https://discord.com/users/',
    prefix: '',
    placeholder: '123456789012345678',
    hosts: ['discord.com', 'discordapp.com'],
    paths: ['/users/'],
    pattern: /^\d{17,20}$/,
    rule: 'A Discord user ID is a number of 17 to 20 digits',
  },
  reddit: {
    label: 'Reddit',
    handleName: 'username',
    baseUrl: 'https://reddit.com/u/',
    prefix: 'u/',
    placeholder: 'username',
    hosts: ['reddit.com'],
    paths: ['/u/', '/user/'],
    typedPrefix: /^\/?u(ser)?\//i,
    pattern: /^[A-Za-z0-9_-]{3,20}$/,
    rule: 'Reddit usernames have 3 to 20 letters, numbers, hyphens or underscores',
  },
  github: {
    label: 'GitHub',
    handleName: 'username',
    baseUrl: 'https://github.com/',
    prefix: '',
    placeholder: 'username',
    hosts: ['github.com'],
    paths: ['/'],
    typedPrefix: /^@/,
    pattern: /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/,
    rule: 'GitHub usernames have up to 39 letters, numbers or single hyphens between them',
  },
  linkedin: {
    label: 'LinkedIn',
    handleName: 'profile name',
    baseUrl: 'https://linkedin.com/in/',
    prefix: 'in/',
    placeholder: 'profile-name',
    hosts: ['linkedin.com'],
    paths: ['/in/'],
    typedPrefix: /^\/?in\//i,
    pattern: /^[A-Za-z0-9-]{3,100}$/,
    rule: 'LinkedIn profile names have 3 to 100 letters, numbers or hyphens',
  },
  bluesky: {
    label: 'Bluesky',
    handleName: 'handle',
    baseUrl: 'https://bsky.app/profile/',
    prefix: '@',
    placeholder: 'you.bsky.social',
    hosts: ['bsky.app'],
    paths: ['/profile/'],
    typedPrefix: /^@/,
    // A Bluesky handle is a domain name: ada.bsky.social or ada.dev.
    pattern: /^(?=.{3,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/,
    rule: 'A Bluesky handle is a domain name such as you.bsky.social',
  },
}

/** A handle ready to store, null for a blank field (not saved), or why it is refused. */
export type HandleResult = { ok: true; handle: string | null } | { ok: false; message: string }

const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i
const HOST_AND_PATH = /^[a-z0-9-]+(\.[a-z0-9-]+)+\//i
const HOST_ALIASES = /^(www|m|mobile|old|new)\./

const notThisKind = (kind: LinkKind) =>
  `Expected an address on ${linkKindInfo[kind].hosts.join(' or ')}`

/** The kind whose site this host is (x.com, github.com...), if any. */
export function kindOfHost(hostname: string): LinkKind | null {
  const host = hostname.toLowerCase().replace(HOST_ALIASES, '')
  return linkKinds.find((kind) => linkKindInfo[kind].hosts.includes(host)) ?? null
}

/** The refusal for another kind's address in this field (a GitHub address in the X field). */
export const belongsToKind = (other: LinkKind) =>
  `That address belongs in the ${linkKindInfo[other].label} field`

/** The handle inside a pasted profile address of this kind. */
function handleFromAddress(kind: LinkKind, address: string): HandleResult {
  const rule = linkKindInfo[kind]
  let url: URL
  try {
    url = new URL(WITH_SCHEME.test(address) ? address : `https://${address}`)
  } catch {
    return { ok: false, message: notThisKind(kind) }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'Only http and https addresses are allowed' }
  }
  const host = url.hostname.toLowerCase().replace(HOST_ALIASES, '')
  if (!rule.hosts.includes(host)) {
    const other = kindOfHost(host)
    return { ok: false, message: other ? belongsToKind(other) : notThisKind(kind) }
  }
  const path = url.pathname.toLowerCase()
  const lead = rule.paths.find((candidate) => path.startsWith(candidate))
  const handle = lead ? (url.pathname.slice(lead.length).split('/')[0] ?? '') : ''
  if (!handle) return { ok: false, message: `Enter your ${rule.label} ${rule.handleName}` }
  let decoded: string
  try {
    decoded = decodeURIComponent(handle)
  } catch {
    return { ok: false, message: rule.rule }
  }
  return checkHandle(kind, decoded)
}

function checkHandle(kind: LinkKind, handle: string): HandleResult {
  const rule = linkKindInfo[kind]
  if (/\s/.test(handle))
    return { ok: false, message: `${rule.label} handles cannot contain spaces` }
  if (!rule.pattern.test(handle)) return { ok: false, message: rule.rule }
  return { ok: true, handle }
}

/**
 * Reads what was typed in a kind's field: trimmed; blank means "no link"; '@ada' or 'u/ada'
 * lose their prefix; a pasted profile address of that kind is reduced to its handle.
 */
export function parseHandle(kind: LinkKind, raw: string): HandleResult {
  const value = raw.trim()
  if (!value) return { ok: true, handle: null }
  if (WITH_SCHEME.test(value) || HOST_AND_PATH.test(value)) return handleFromAddress(kind, value)
  const typedPrefix = linkKindInfo[kind].typedPrefix
  return checkHandle(kind, typedPrefix ? value.replace(typedPrefix, '') : value)
}

/** The stored address: the kind's base address plus the handle. */
export function linkUrlFor(kind: LinkKind, handle: string): string {
  return `${linkKindInfo[kind].baseUrl}${encodeURIComponent(handle)}`
}

/** The kind and bare handle of a stored address; null when it is no known kind. */
export function parseLinkUrl(url: string): { kind: LinkKind; handle: string } | null {
  if (!WITH_SCHEME.test(url)) return null
  for (const kind of linkKinds) {
    const result = handleFromAddress(kind, url)
    if (result.ok && result.handle) return { kind, handle: result.handle }
  }
  return null
}

/** Which kind a stored address is, by its base address; null for anything else. */
export function linkKindOf(url: string): LinkKind | null {
  return parseLinkUrl(url)?.kind ?? null
}

/** The handle as shown in view mode: '@ada', 'u/ada', or a Discord id. */
export function handleOf(url: string): string | null {
  const parsed = parseLinkUrl(url)
  return parsed ? `${linkKindInfo[parsed.kind].prefix}${parsed.handle}` : null
}
