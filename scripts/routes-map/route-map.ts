/**
 * The route map of docs/route-map.md: for every /api route, the file that registers it, the
 * feature functions its handler calls (service) and the `queries` functions those reach.
 */
import path from 'node:path'
import type { RegisteredRoute } from './registered-routes'
import type { FunctionRef, Registration, SourceIndex } from './route-sources'

export type RouteRow = {
  method: string
  path: string
  /** Root-relative file that registers the route. */
  file: string
  service: string
  queries: string
}

/** Routes a package registers under a prefix: one row each, pointing at the plugin that mounts it. */
const packageRoutes = [
  { prefix: '/api/docs', file: 'server/plugins/docs.ts', service: '@fastify/swagger-ui' },
]

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

const isFeatureFile = (file: string) => file.startsWith('server/features/')
const isQueriesFile = (file: string) =>
  isFeatureFile(file) && /(^|-)queries\.ts$/.test(path.basename(file))
const isRoutesFile = (file: string) => /(^|-)routes\.ts$/.test(path.basename(file))
const isServiceFile = (file: string) =>
  isFeatureFile(file) && !isQueriesFile(file) && !isRoutesFile(file)

/** `posts/service.ts (`a`, `b`)`, one file per line; `—` for none. */
function functionsCell(refs: FunctionRef[]): string {
  const byFile = new Map<string, Set<string>>()
  for (const ref of refs) {
    const names = byFile.get(ref.file) ?? new Set()
    names.add(ref.name)
    byFile.set(ref.file, names)
  }
  if (byFile.size === 0) return '—'
  return [...byFile]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, names]) => {
      const list = [...names].sort().map((name) => `\`${name}\``)
      return `${file.replace('server/features/', '')} (${list.join(', ')})`
    })
    .join('<br>')
}

/** The queries a service function reaches, through other service functions and its own helpers. */
function queriesReached(index: SourceIndex, start: FunctionRef[]): FunctionRef[] {
  const found: FunctionRef[] = []
  const seen = new Set<string>()
  const pending = [...start]
  for (let ref = pending.pop(); ref; ref = pending.pop()) {
    const key = `${ref.file}#${ref.name}`
    if (seen.has(key)) continue
    seen.add(key)
    if (isQueriesFile(ref.file)) {
      found.push(ref)
      continue
    }
    const declaration = index.declarationOf(ref)
    if (!declaration) continue
    for (const next of index.referencedImports(ref.file, declaration)) {
      if (isQueriesFile(next.file) || isServiceFile(next.file)) pending.push(next)
    }
  }
  return found
}

function registrationFor(index: SourceIndex, route: RegisteredRoute): Registration {
  const matching = index.registrations.filter(
    (r) => r.pattern.test(route.url) && (r.methods === null || r.methods.includes(route.method)),
  )
  // A path written out beats a template that could also produce it.
  const exact = matching.filter((r) => r.written === route.url)
  const candidates = exact.length > 0 ? exact : matching
  const [only, ...others] = candidates
  if (!only) throw new Error(`No file under server/ registers ${route.method} ${route.url}`)
  if (others.length > 0) {
    const files = candidates.map((c) => c.file).join(', ')
    throw new Error(`${route.method} ${route.url} is registered in several places: ${files}`)
  }
  return only
}

/** One row per registered /api route and method (a GET's automatic HEAD left out). */
export function buildRouteMap(routes: RegisteredRoute[], index: SourceIndex): RouteRow[] {
  const api = routes.filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
  const hasGet = new Set(api.filter((r) => r.method === 'GET').map((r) => r.url))
  const rows = new Map<string, RouteRow>()
  for (const route of api) {
    if (route.method === 'HEAD' && hasGet.has(route.url)) continue
    const mounted = packageRoutes.find((p) => route.url.startsWith(p.prefix))
    if (mounted) {
      const row = { method: 'GET', path: mounted.prefix, file: mounted.file, queries: '—' }
      rows.set(`GET ${mounted.prefix}`, { ...row, service: `${mounted.service} (its own routes)` })
      continue
    }
    const registration = registrationFor(index, route)
    const called = registration.handler
      ? index.referencedImports(registration.file, registration.handler)
      : []
    const services = called.filter((ref) => isServiceFile(ref.file))
    const direct = called.filter((ref) => isQueriesFile(ref.file))
    rows.set(`${route.method} ${route.url}`, {
      method: route.method,
      path: route.url,
      file: registration.file,
      service: functionsCell(services),
      queries: functionsCell([...direct, ...queriesReached(index, services)]),
    })
  }
  const rank = (method: string) => METHOD_ORDER.indexOf(method) >>> 0
  return [...rows.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || rank(a.method) - rank(b.method),
  )
}

export const MAP_START = '<!-- routes-map:start -->'
export const MAP_END = '<!-- routes-map:end -->'

const HEADER = ['| method | path | route file | service | queries |', '|---|---|---|---|---|']

/** The Markdown table, links relative to docs/. */
export function renderRouteMap(rows: RouteRow[]): string {
  const lines = rows.map((row) => {
    const label = row.file.replace(/^server\//, '')
    const link = `[${label}](../${row.file})`
    return `| ${row.method} | \`${row.path}\` | ${link} | ${row.service} | ${row.queries} |`
  })
  return [...HEADER, ...lines].join('\n')
}

/** The rows written between the markers of a Markdown document (what the docs say today). */
export function parseRouteMap(markdown: string): RouteRow[] {
  const start = markdown.indexOf(MAP_START)
  const end = markdown.indexOf(MAP_END)
  if (start < 0 || end < start) throw new Error(`No ${MAP_START} … ${MAP_END} section`)
  return markdown
    .slice(start + MAP_START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !HEADER.includes(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim())
      const [method = '', pathCell = '', fileCell = '', service = '', queries = ''] = cells
      const file = fileCell.match(/\]\(\.\.\/([^)]+)\)/)?.[1] ?? fileCell
      return { method, path: pathCell.replace(/`/g, ''), file, service, queries }
    })
}

/** `markdown` with the section between the markers replaced by `table`. */
export function replaceRouteMap(markdown: string, table: string): string {
  const start = markdown.indexOf(MAP_START)
  const end = markdown.indexOf(MAP_END)
  if (start < 0 || end < start) throw new Error(`No ${MAP_START} … ${MAP_END} section`)
  return `${markdown.slice(0, start + MAP_START.length)}\n${table}\n${markdown.slice(end)}`
}
