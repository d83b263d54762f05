import { formatUserCount } from '@common/project-format'

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

// Verdana-like width estimate (no font metrics on the server): ~7 px a character at 11 px.
const textWidth = (text: string) => Math.ceil([...text].length * 7) + 20

/**
 * A shields-style badge: "on Makerfolio" | "1,234 users" (or followers when the makers report no
 * user count), and a third, gold part with the project's best launch badge when it has one
 * ("#1 Launch of the Day"). Still 20 px high: the embed code sets that height. Every piece of
 * text is escaped: the project name goes only into the title.
 */
export function renderBadge(row: {
  name: string
  userCount: number | null
  followers: number
  bestLaunchBadge: string | null
}) {
  const count = row.userCount ?? row.followers
  const noun = row.userCount !== null ? 'user' : 'follower'
  const parts = [
    { text: 'on Makerfolio', fill: '#374151', color: '#fff' },
    {
      text: `${formatUserCount(count)} ${count === 1 ? noun : `${noun}s`}`,
      fill: '#4f46e5',
      color: '#fff',
    },
    ...(row.bestLaunchBadge
      ? [{ text: row.bestLaunchBadge, fill: '#f59e0b', color: '#111827' }]
      : []),
  ].map((part, index, all) => {
    const x = all.slice(0, index).reduce((sum, before) => sum + textWidth(before.text), 0)
    return { ...part, x, width: textWidth(part.text) }
  })
  const width = parts.reduce((sum, part) => sum + part.width, 0)
  const title = escapeXml(
    `${row.name.slice(0, 80)} on Makerfolio: ${parts
      .slice(1)
      .map((part) => part.text)
      .join(', ')}`,
  )
  const rects = parts
    .map((part) => `<rect x="${part.x}" width="${part.width}" height="20" fill="${part.fill}"/>`)
    .join('')
  const texts = parts
    .map(
      (part) =>
        `<text x="${part.x + part.width / 2}" y="14" fill="${part.color}">${escapeXml(part.text)}</text>`,
    )
    .join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}">
<title>${title}</title>
<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>
<g clip-path="url(#r)">${rects}</g>
<g text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">
${texts}
</g>
</svg>
`
}
