/**
 * Mentions (`@word`) and hashtags (`#word`) in post text. The client highlights them with
 * `splitTextEntities`; the server stores what `extractEntities` finds. Same rules both sides.
 */

const ENTITY = /(^|[^\w@#])([@#])(\w{1,50})/g

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; value: string }
  | { kind: 'hashtag'; text: string; value: string }

export function splitTextEntities(text: string): TextSegment[] {
  const segments: TextSegment[] = []
  let last = 0
  for (const match of text.matchAll(ENTITY)) {
    const [, lead = '', sigil, word = ''] = match
    const start = (match.index ?? 0) + lead.length
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) })
    const kind = sigil === '@' ? 'mention' : 'hashtag'
    segments.push({ kind, text: `${sigil}${word}`, value: word.toLowerCase() })
    last = start + 1 + word.length
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) })
  return segments
}

/** Distinct lowercased mention words and hashtags, in order of appearance. */
export function extractEntities(text: string): { mentions: string[]; hashtags: string[] } {
  const mentions = new Set<string>()
  const hashtags = new Set<string>()
  for (const segment of splitTextEntities(text)) {
    if (segment.kind === 'mention') mentions.add(segment.value)
    if (segment.kind === 'hashtag') hashtags.add(segment.value)
  }
  return { mentions: [...mentions].slice(0, 20), hashtags: [...hashtags].slice(0, 20) }
}

/** A project's mention key: its name without whitespace, lowercased (ARCHITECTURE.md). */
export function projectMentionKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase()
}

/** The word being typed after `@` right before the cursor, for mention suggestions. */
export function mentionQueryAt(text: string, cursor: number): EntityQuery | null {
  return entityQueryAt('@', text, cursor)
}

/** The word being typed after `#` right before the cursor, for hashtag suggestions. */
export function hashtagQueryAt(text: string, cursor: number): EntityQuery | null {
  return entityQueryAt('#', text, cursor)
}

type EntityQuery = { query: string; start: number }

/** The same boundary as ENTITY: `a@b` and `a#b` are no entities, so they suggest nothing. */
function entityQueryAt(sigil: '@' | '#', text: string, cursor: number): EntityQuery | null {
  const before = text.slice(0, cursor)
  const match = before.match(sigil === '@' ? /(^|[^\w@#])@(\w{1,50})$/ : /(^|[^\w@#])#(\w{1,50})$/)
  if (!match) return null
  const query = match[2] ?? ''
  return { query, start: cursor - query.length - 1 }
}
