import { type SQL, sql } from 'drizzle-orm'

// ts_headline marks the matched words with these two control characters, which the client never
// sees: they become [start, end) offsets. A text that holds either itself gets no highlights.
const START = '\u0002'
const STOP = '\u0003'
const OPTIONS = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`

type Highlight = [number, number]

/**
 * A text expression with the term's matched words marked, as a column of the query that reads
 * the page: computed for the page's rows only, with no statement of its own.
 */
export const markedWords = (text: SQL, query: SQL) =>
  sql<string>`ts_headline('english', ${text}, ${query}, ${OPTIONS})`

/** The same words PostgreSQL matched (stemmed: "pricing" marks "prices"), as offsets. */
export function rangesOf(marked: string, original: string): Highlight[] {
  if (original.includes(START) || original.includes(STOP)) return []
  const ranges: Highlight[] = []
  let plain = ''
  let start = -1
  for (const char of marked) {
    if (char === START) start = plain.length
    else if (char === STOP && start >= 0) {
      if (plain.length > start) ranges.push([start, plain.length])
      start = -1
    } else plain += char
  }
  // ts_headline rebuilds the text from its tokens; anything but the same text is not trusted.
  return plain === original ? ranges : []
}
