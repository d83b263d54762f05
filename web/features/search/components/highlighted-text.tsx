import type { ReactNode } from 'react'

type Range = readonly [number, number]

/** Characters of context kept before the first match when a long post is cut to show it. */
const LEAD = 60

/**
 * The post's text with the server's matched words wrapped in <mark> elements. Text is only ever
 * React text nodes (never HTML), so whatever a post holds is shown, not interpreted. A match far
 * into a long post starts the excerpt shortly before it, so the clamped lines still show it.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const valid = ranges.filter(([start, end]) => start >= 0 && end > start && end <= text.length)
  const firstMatch = valid[0]?.[0] ?? 0
  let offset = 0
  if (firstMatch > LEAD * 2) {
    const space = text.lastIndexOf(' ', firstMatch - LEAD)
    offset = space > 0 ? space + 1 : firstMatch - LEAD
  }
  const parts: ReactNode[] = offset > 0 ? ['… '] : []
  let last = offset
  for (const [start, end] of valid) {
    if (start < last) continue
    if (start > last) parts.push(text.slice(last, start))
    parts.push(
      <mark
        key={start}
        className="rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-500/40"
      >
        {text.slice(start, end)}
      </mark>,
    )
    last = end
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}
