/**
 * Import-direction check run by `npm run lint` (issue 16): the layering the README describes,
 * enforced. Prints each violation as `file:line imports X (rule)` and exits 1.
 * Usage: tsx scripts/check-boundaries.ts [root]   (root defaults to the repository)
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type Violation = { file: string; line: number; specifier: string; rule: string }

type Rule = { name: string; from: string[]; forbidden: string[] }

/** Paths are relative to the root, with a trailing slash so `server/lib/` never matches `libs`. */
const rules: Rule[] = [
  {
    name: 'common imports nothing of server or web',
    from: ['common/'],
    forbidden: ['server/', 'web/'],
  },
  {
    name: 'server/lib and server/plugins import no server feature',
    from: ['server/lib/', 'server/plugins/'],
    forbidden: ['server/features/'],
  },
  {
    name: 'web/components imports no web feature',
    from: ['web/components/'],
    forbidden: ['web/features/'],
  },
]

/** The tsconfig.json path aliases. */
const aliases: Record<string, string> = {
  '@common/': 'common/',
  '@server/': 'server/',
  '@web/': 'web/',
  '@tests/': 'tests/',
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/
// `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`; the `from` form
// spans lines in multi-line imports, so the specifier's own position gives the line.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g

function sourceFiles(root: string, dir: string): string[] {
  let entries: import('node:fs').Dirent[]
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const child = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, child)
    return SOURCE.test(entry.name) ? [child] : []
  })
}

/** The root-relative path an import points at, or null for a package. */
export function resolveImport(file: string, specifier: string): string | null {
  for (const [alias, target] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return target + specifier.slice(alias.length)
  }
  if (!specifier.startsWith('.')) return null
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
}

export function checkBoundaries(root: string): Violation[] {
  const roots = [...new Set(rules.flatMap((rule) => rule.from.map((from) => from.slice(0, -1))))]
  const violations: Violation[] = []
  for (const file of roots.flatMap((dir) => sourceFiles(root, dir))) {
    const applying = rules.filter((rule) => rule.from.some((from) => file.startsWith(from)))
    if (applying.length === 0) continue
    const text = readFileSync(path.join(root, file), 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[2] ?? ''
      const target = resolveImport(file, specifier)
      if (target === null) continue
      const rule = applying.find((r) =>
        r.forbidden.some((prefix) => `${target}/`.startsWith(prefix)),
      )
      if (!rule) continue
      const line = text.slice(0, match.index + match[0].length).split('\n').length
      violations.push({ file, line, specifier, rule: rule.name })
    }
  }
  return violations
}

export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line} imports ${v.specifier} (${v.rule})`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  )
  const violations = checkBoundaries(root)
  for (const violation of violations) console.log(formatViolation(violation))
  if (violations.length > 0) {
    console.log(`${violations.length} import boundary violation(s); see README "Code style."`)
    process.exit(1)
  }
}
