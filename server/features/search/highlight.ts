import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

// ts_headline marks the matched words with these two control characters, which the client never
// sees: they become [start, end) offsets. A text that holds either itself gets no highlights.
const START = '\u0002'
const STOP = '\u0003'
const OPTIONS = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`

type Highlight = [number, number]

/** The same words PostgreSQL matched (stemmed: "pricing" marks "prices"), as offsets. */
function rangesOf(marked: string, original: string): Highlight[] {
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

/** The matched words of each text, in one query for a page (only the page's rows are parsed). */
export async function highlightAll(
  db: DbOrTx,
  term: string,
  texts: string[],
): Promise<Highlight[][]> {
  if (texts.length === 0) return []
  const result = await db.execute<{ marked: string }>(sql`
    select ts_headline('english', t.text, websearch_to_tsquery('english', ${term}), ${OPTIONS}) as marked
    from unnest(${sql.param(texts)}::text[]) with ordinality as t(text, n)
    order by t.n`)
  return result.rows.map((row, index) => rangesOf(row.marked, texts[index] ?? ''))
}
