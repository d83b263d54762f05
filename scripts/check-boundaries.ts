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
    name: 'server/lib, server/plugins and server/config import no server feature',
    from: ['server/lib/', 'server/plugins/', 'server/config/'],
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
 * components drags them into every chunk that uses anything else of the index (measured: /feed's
 * and /search's first loads grew past the budget, docs/performance.md), while a lazy screen
 * importing one component file takes only that component. Test files (`*.test.ts(x)`) may import
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

/** The folders every check reads. */
const GRAPH_ROOTS = ['common', 'server', 'web']
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
  const violations: Violation[] = []
  for (const file of GRAPH_ROOTS.flatMap((dir) => sourceFiles(root, dir))) {
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

/**
 * The composition layer imports every folder it puts together; it is no folder of the graph.
 * Config is a node of its own: it is read by lib and plugins, so it may import none of them back.
 */
const COMPOSITION = /^(server\/(app|main)\.ts|web\/(main|router)\.tsx|web\/routes\/)/

/** The folder a file belongs to in the cycle check: a feature, or a top-level folder. */
function folderOf(file: string): string {
  const feature = featureOf(file)
  if (feature) return feature.feature
  const parts = file.split('/')
  if (parts[0] === 'common') return 'common'
  if (parts.length <= 2) return file.replace(SOURCE, '')
  return parts.slice(0, 2).join('/')
}

/**
 * Import cycles between folders (features, lib, db, plugins, components …), each as one path
 * `a -> b -> a`. A cycle means neither folder can be understood, moved or tested without the
 * other; type-only imports count too, since they tie the folders just the same.
 */
export function checkCycles(root: string): string[] {
  const edges = new Map<string, Set<string>>()
  for (const file of GRAPH_ROOTS.flatMap((dir) => sourceFiles(root, dir))) {
    if (TEST_FILE.test(file) || COMPOSITION.test(file)) continue
    const from = folderOf(file)
    const text = readFileSync(path.join(root, file), 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[2] ?? '')
      if (target === null || COMPOSITION.test(target)) continue
      const to = folderOf(target)
      if (to === from) continue
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from)?.add(to)
    }
  }
  return stronglyConnected(edges).map((group) => {
    const start = [...group].sort()[0] ?? ''
    return `import cycle between folders: ${cyclePath(edges, group, start).join(' -> ')}`
  })
}

/** Tarjan's strongly connected components with more than one folder. */
function stronglyConnected(edges: Map<string, Set<string>>): Set<string>[] {
  let next = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const groups: Set<string>[] = []
  const visit = (node: string) => {
    order.set(node, next)
    low.set(node, next++)
    stack.push(node)
    for (const to of edges.get(node) ?? []) {
      if (!order.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0))
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(to) ?? 0))
      }
    }
    if (low.get(node) !== order.get(node)) return
    const group = new Set<string>()
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      group.add(top)
      if (top === node) break
    }
    if (group.size > 1) groups.push(group)
  }
  for (const node of [...edges.keys()].sort()) if (!order.has(node)) visit(node)
  return groups.sort((a, b) => ([...a].sort()[0] ?? '').localeCompare([...b].sort()[0] ?? ''))
}

/** A shortest path from `start` back to itself inside its component (breadth first). */
function cyclePath(edges: Map<string, Set<string>>, group: Set<string>, start: string) {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift() ?? ''
    for (const to of [...(edges.get(node) ?? [])].sort()) {
      if (!group.has(to)) continue
      if (to === start) {
        const path = [start]
        for (let at: string | undefined = node; at !== start && at; at = cameFrom.get(at)) {
          path.splice(1, 0, at)
        }
        return [...path, start]
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node)
        queue.push(to)
      }
    }
  }
  return [start, start]
}

/**
 * One shape for every server feature (issue 30, decision 042): in a feature folder and in each
 * of its use-case sub-folders (one level deep) the roles are files of fixed names, `routes.ts`,
 * `service.ts`, `queries.ts` and `present.ts`, so a second use case is a sub-folder, never an
 * `edit-queries.ts` beside `queries.ts`.
 */
const ROLE_SUFFIX = /-(routes|service|queries|present)\.ts$/
const SHAPE =
  'feature folder shape: a second use case is a sub-folder with its own routes.ts, service.ts, queries.ts'

export function checkFeatureShape(root: string): string[] {
  const problems: string[] = []
  for (const file of sourceFiles(root, 'server/features')) {
    if (TEST_FILE.test(file)) continue
    const inside = file.slice('server/features/'.length).split('/')
    if (inside.length > 3) problems.push(`${file}: ${SHAPE} (one level of sub-folders)`)
    else if (ROLE_SUFFIX.test(file)) problems.push(`${file}: ${SHAPE}`)
  }
  return problems
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
  }
  const others = [...checkCycles(root), ...checkFeatureShape(root)]
  for (const problem of others) console.log(problem)
  if (violations.length > 0 || others.length > 0) process.exit(1)
}
