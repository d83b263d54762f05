import type { CardInput } from '../share-meta'

/** A satori node: the shape of a React element, built without React on the server. */
export type Node = { type: string; props: Record<string, unknown> }
type Child = Node | string
type Style = Record<string, string | number>

function el(type: string, style: Style, ...children: Child[]): Node {
  return { type, props: { style: { display: 'flex', ...style }, children } }
}

const INDIGO = '#4f46e5'
const INK = '#111827'
const MUTED = '#4b5563'

/** Images arrive as data URIs (read from our own storage); none means initials on a tile. */
export type CardImages = { main: string | null; person: string | null }

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('')
  return letters || '?'
}

function tile(src: string | null, name: string, size: number, round: boolean): Node {
  const radius = round ? size / 2 : size / 5
  if (src) {
    return {
      type: 'img',
      props: {
        src,
        width: size,
        height: size,
        style: { borderRadius: radius, objectFit: 'cover' },
      },
    }
  }
  return el(
    'div',
    {
      width: size,
      height: size,
      borderRadius: radius,
      background: INDIGO,
      color: '#ffffff',
      fontSize: size * 0.4,
      fontWeight: 700,
      alignItems: 'center',
      justifyContent: 'center',
    },
    initials(name),
  )
}

function byline(name: string, username: string, avatar: string | null): Node {
  return el(
    'div',
    { alignItems: 'center', gap: 20 },
    tile(avatar, name, 64, true),
    el(
      'div',
      { flexDirection: 'column' },
      el('div', { fontSize: 30, fontWeight: 700, color: INK }, name),
      el('div', { fontSize: 26, color: MUTED }, `@${username}`),
    ),
  )
}

function wordmark(): Node {
  return el(
    'div',
    { alignItems: 'center', gap: 14, fontSize: 30, fontWeight: 700, color: INDIGO },
    el('div', { width: 40, height: 40, borderRadius: 10, background: INDIGO }),
    'Makerfolio',
  )
}

function frame(body: Node, footer: Node): Node {
  return el(
    'div',
    {
      // Padding and border inside the 1200 x 630 (satori's boxes are content-box by default).
      boxSizing: 'border-box',
      width: 1200,
      height: 630,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 72,
      background: '#ffffff',
      borderTop: `16px solid ${INDIGO}`,
      fontFamily: 'Inter',
    },
    el('div', { width: 1056 }, body),
    el(
      'div',
      { width: 1056, alignItems: 'center', justifyContent: 'space-between' },
      footer,
      wordmark(),
    ),
  )
}

function pill(text: string, colors = { background: '#eef2ff', color: '#3730a3' }): Node {
  return el(
    'div',
    { padding: '10px 24px', borderRadius: 999, fontSize: 30, fontWeight: 700, ...colors },
    text,
  )
}

/** Gold for a launch's badges ("#1 Launch of the Day"), apart from its plain numbers. */
const BADGE_COLORS = { background: '#fef3c7', color: '#92400e' }

/** Logo and name in a row, the tagline under them, then a row of pills. */
function logoHeading(name: string, logo: string | null, tagline: string, pills: Node[]): Node {
  return el(
    'div',
    { flexDirection: 'column', gap: 28 },
    el(
      'div',
      { alignItems: 'center', gap: 36 },
      tile(logo, name, 132, false),
      el(
        'div',
        { fontSize: 64, fontWeight: 700, color: INK, lineHeight: 1.1, maxWidth: 880 },
        name,
      ),
    ),
    el('div', { fontSize: 38, color: MUTED, lineHeight: 1.3 }, tagline),
    el('div', { gap: 16, flexWrap: 'wrap' }, ...pills),
  )
}

export function cardLayout(card: CardInput, images: CardImages): Node {
  if (card.kind === 'launch') {
    return frame(
      logoHeading(card.name, images.main, card.tagline, [
        ...card.badges.map((badge) => pill(badge, BADGE_COLORS)),
        ...(card.upvotes ? [pill(card.upvotes)] : []),
      ]),
      el('div', { fontSize: 28, color: MUTED }, card.when),
    )
  }
  if (card.kind === 'project') {
    const stats = card.stats.map((stat) => pill(stat))
    return frame(
      logoHeading(card.name, images.main, card.tagline, stats),
      byline(card.maker.name, card.maker.username, images.person),
    )
  }
  if (card.kind === 'post') {
    return frame(
      el('div', { fontSize: 44, color: INK, lineHeight: 1.35 }, `“${card.excerpt}”`),
      byline(card.author.name, card.author.username, images.person),
    )
  }
  return frame(
    el(
      'div',
      { alignItems: 'center', gap: 48 },
      tile(images.person, card.person.name, 200, true),
      el(
        'div',
        { flexDirection: 'column', gap: 12, maxWidth: 760 },
        el('div', { fontSize: 64, fontWeight: 700, color: INK, lineHeight: 1.1 }, card.person.name),
        el('div', { fontSize: 36, color: MUTED }, `@${card.person.username}`),
        el('div', { fontSize: 32, color: MUTED, lineHeight: 1.35, marginTop: 16 }, card.bio),
      ),
    ),
    el('div', { fontSize: 28, color: MUTED }, 'Building in public'),
  )
}
