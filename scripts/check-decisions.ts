/**
 * Decision-record check run by `npm run lint` (issue 16): every `docs/decisions/NNN-title.md`
 * says when it was decided (`Date: YYYY-MM-DD`) and where it stands (`Status: accepted|proposed|
 * superseded|deprecated|rejected …`), and a record said to be superseded names a record that
 * exists. Prints one line per problem and exits 1.
 * Usage: tsx scripts/check-decisions.ts [folder]   (folder defaults to docs/decisions)
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const STATUSES = ['accepted', 'proposed', 'superseded', 'deprecated', 'rejected']
const RECORD_NAME = /^(\d{3})-[a-z0-9-]+\.md$/

/** The `Status:` paragraph (it may wrap over several lines), or null. */
function statusOf(text: string): string | null {
  const match = text.match(/^Status: ([\s\S]*?)(?:\n\s*\n|$)/m)
  return match ? (match[1] ?? '').replace(/\s+/g, ' ').trim() : null
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

export function checkDecisions(folder: string): string[] {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
  const numbers = new Set(files.map((name) => name.match(RECORD_NAME)?.[1]).filter(Boolean))
  const problems: string[] = []
  const seen = new Set<string>()
  for (const name of files) {
    const number = name.match(RECORD_NAME)?.[1]
    if (!number) {
      problems.push(`${name}: name it NNN-title.md (three digits, lower-case words)`)
      continue
    }
    if (seen.has(number)) problems.push(`${name}: another record already has number ${number}`)
    seen.add(number)
    const text = readFileSync(path.join(folder, name), 'utf8')
    if (!text.startsWith(`# ${number} `))
      problems.push(`${name}: the title must start "# ${number} "`)

    const date = text.match(/^Date: (.*)$/m)?.[1]?.trim()
    if (date === undefined) problems.push(`${name}: no "Date: YYYY-MM-DD" line`)
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date)) {
      problems.push(`${name}: "Date: ${date}" is not a YYYY-MM-DD date`)
    }

    const status = statusOf(text)
    const word = status?.match(/^[a-z]+/)?.[0]
    if (status === null) {
      problems.push(`${name}: no "Status:" line`)
    } else if (!word || !STATUSES.includes(word)) {
      problems.push(`${name}: the status must start with one of ${STATUSES.join(', ')}`)
    } else {
      const successors = [...status.matchAll(/superseded by (?:decision |record )?\[?(\d{3})/g)]
      if (word === 'superseded' && successors.length === 0) {
        problems.push(`${name}: say which record supersedes it ("superseded by NNN")`)
      }
      for (const [, successor] of successors) {
        if (successor && !numbers.has(successor)) {
          problems.push(`${name}: superseded by ${successor}, but there is no record ${successor}`)
        }
      }
    }
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
  const folder = path.resolve(process.argv[2] ?? path.join(root, 'docs/decisions'))
  const problems = checkDecisions(folder)
  for (const problem of problems) console.log(`docs/decisions/${problem}`)
  if (problems.length > 0) {
    console.log(`${problems.length} decision record problem(s); see docs/decisions/.`)
    process.exit(1)
  }
}
