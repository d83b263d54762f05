import { formatUserCount } from '@common/project-format'

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

// Verdana-like width estimate (no font metrics on the server): ~7 px a character at 11 px.
const textWidth = (text: string) => Math.ceil([...text].length * 7) + 20

/**
 * A shields-style badge: "on Makerfolio" | "1,234 users" (or followers when the makers report no
 * user count). Every piece of text is escaped: the project name goes only into the title.
 */
export function renderBadge(row: { name: string; userCount: number | null; followers: number }) {
  const label = 'on Makerfolio'
  const count = row.userCount ?? row.followers
  const noun = row.userCount !== null ? 'user' : 'follower'
  const value = `${formatUserCount(count)} ${count === 1 ? noun : `${noun}s`}`
  const left = textWidth(label)
  const right = textWidth(value)
  const width = left + right
  const title = escapeXml(`${row.name.slice(0, 80)} on Makerfolio: ${value}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}">
<title>${title}</title>
<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>
<g clip-path="url(#r)"><rect width="${left}" height="20" fill="#374151"/><rect x="${left}" width="${right}" height="20" fill="#4f46e5"/></g>
<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">
<text x="${left / 2}" y="14">${escapeXml(label)}</text>
<text x="${left + right / 2}" y="14">${escapeXml(value)}</text>
</g>
</svg>
`
}
