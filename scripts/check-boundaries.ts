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

/**
 * A feature imports another feature only through that feature's public entry, its index.ts
 * (`../posts`, `@web/features/posts`): the index names what other features use, and the rest of
 * the folder stays the feature's own to change. On the web a feature's components are public too,
 * each by its own file (`@web/features/posts/components/post-list`): an index re-exporting
 * components drags them into every chunk that uses anything else of the index (measured: PostList
 * in the posts index took /feed's first load to 174 KB gzip, over its 170 KB budget; two project
 * components in one index took /search from 168 to 176 KB), while a lazy screen importing one
 * component file takes only that component. Test files (`*.test.ts(x)`) may import
 * any file of any feature. The composition layer is no feature and imports files directly:
 * server/app.ts registers each feature's routes file, web/routes/* and web/router.tsx the screens.
 */
const FEATURE_ENTRY =
  'a feature imports another feature only through its index.ts (web: or a components/ file)'
const featureFolders = [
  { folder: 'server/features/', entry: /^(index)?$/ },
  { folder: 'web/features/', entry: /^(index|components\/[^/]+)?$/ },
]
const TEST_FILE = /\.test\.tsx?$/

/**
 * Cross-feature imports not yet moved to the entry because someone else is editing the importing
 * file today; each goes once that file is converted. `target` is root-relative, without extension.
 */
const pendingFeatureImports: { file: string; target: string }[] = []

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

/** `web/features/posts/api` -> `web/features/posts`, `api` and what may be imported from outside. */
function featureOf(file: string) {
  const found = featureFolders.find(({ folder }) => file.startsWith(folder))
  if (!found) return null
  const [name = '', ...rest] = file.slice(found.folder.length).split('/')
  return { feature: found.folder + name, inside: rest.join('/'), entry: found.entry }
}

/** Whether `file` importing `target` reaches into another feature past its public entry. */
function bypassesFeatureEntry(file: string, target: string): boolean {
  const from = featureOf(file)
  const to = featureOf(target)
  if (!from || !to || from.feature === to.feature || TEST_FILE.test(file)) return false
  if (to.entry.test(to.inside)) return false
  return !pendingFeatureImports.some((p) => p.file === file && p.target === target)
}

export function checkBoundaries(root: string): Violation[] {
  const froms = [...rules.flatMap((rule) => rule.from), ...featureFolders.map((f) => f.folder)]
  const roots = [...new Set(froms.map((from) => from.slice(0, -1)))]
  const violations: Violation[] = []
  for (const file of roots.flatMap((dir) => sourceFiles(root, dir))) {
    const applying = rules.filter((rule) => rule.from.some((from) => file.startsWith(from)))
    const inFeature = featureOf(file) !== null
    if (applying.length === 0 && !inFeature) continue
    const text = readFileSync(path.join(root, file), 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[2] ?? ''
      const target = resolveImport(file, specifier)
      if (target === null) continue
      const rule =
        applying.find((r) => r.forbidden.some((prefix) => `${target}/`.startsWith(prefix)))?.name ??
        (bypassesFeatureEntry(file, target) ? FEATURE_ENTRY : undefined)
      if (!rule) continue
      const line = text.slice(0, match.index + match[0].length).split('\n').length
      violations.push({ file, line, specifier, rule })
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
