// npm run bundle-report [-- --out-dir /tmp/my-web] [-- --no-build]
// Builds the web app with a Vite manifest and reports, per route, the JavaScript a first visit
// downloads before the screen can render: the entry chunk, the route's lazy chunk and every chunk
// they import statically (dynamic imports are left out: they load later, on demand).
// Budget (issue 7): / and /feed at most 170 KB gzip each. Writes bench/results/bundle.json.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

const BUDGET_KB = 170
const BUDGETED = new Set(['/', '/feed'])

/** The routes a visitor or member lands on, keyed by the screen module they lazy-load. */
const ROUTES: { route: string; module: string }[] = [
  { route: '/', module: 'routes/landing.tsx' },
  { route: '/feed', module: 'routes/feed.tsx' },
  { route: '/login', module: 'routes/login.tsx' },
  { route: '/signup', module: 'routes/signup.tsx' },
  { route: '/:username', module: 'routes/profile.tsx' },
  { route: '/post/:postId', module: 'routes/post.tsx' },
  { route: '/project/:projectId', module: 'routes/project.tsx' },
  { route: '/search', module: 'routes/search.tsx' },
  { route: '/notifications', module: 'routes/notifications.tsx' },
  { route: '/create-post', module: 'routes/create-post.tsx' },
  { route: '/settings/edit-profile', module: 'routes/settings-edit-profile.tsx' },
]

const { values } = parseArgs({
  options: {
    'out-dir': { type: 'string', default: 'dist/web' },
    'no-build': { type: 'boolean', default: false },
  },
})
const outDir = path.resolve(values['out-dir'] ?? 'dist/web')

if (!values['no-build']) {
  // --manifest only for this build: the production build does not ship a manifest.
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  )
}

const manifest: Manifest = JSON.parse(
  readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
)
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entryKey) throw new Error(`No entry chunk in ${outDir}/.vite/manifest.json`)

/** The chunk keys loaded together with `key`: itself and its static imports, transitively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into)
  return into
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>()
function sizeOf(file: string) {
  let size = sizes.get(file)
  if (!size) {
    const bytes = readFileSync(path.join(outDir, file))
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
    }
    sizes.set(file, size)
  }
  return size
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

const entryFiles = [...staticClosure(entryKey)].map((key) => manifest[key]?.file ?? key)
const rows = ROUTES.filter(({ module }) => manifest[module]).map(({ route, module }) => {
  const keys = staticClosure(module, staticClosure(entryKey))
  const files = [...keys].map((key) => manifest[key]?.file ?? key)
  const css = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))]
  const total = (list: string[], pick: 'raw' | 'gzip' | 'brotli') =>
    list.reduce((sum, file) => sum + sizeOf(file)[pick], 0)
  const gzipKb = kb(total(files, 'gzip'))
  return {
    route,
    module,
    chunks: files.length,
    js_raw_kb: kb(total(files, 'raw')),
    js_gzip_kb: gzipKb,
    js_brotli_kb: kb(total(files, 'brotli')),
    css_gzip_kb: kb(total(css, 'gzip')),
    budget_kb: BUDGETED.has(route) ? BUDGET_KB : null,
    within_budget: BUDGETED.has(route) ? gzipKb <= BUDGET_KB : null,
    files,
  }
})

const largest = [...new Set(rows.flatMap((row) => row.files))]
  .map((file) => ({ file, gzip_kb: kb(sizeOf(file).gzip) }))
  .sort((a, b) => b.gzip_kb - a.gzip_kb)
  .slice(0, 8)

console.log(`\nFirst-load JavaScript per route (${outDir})`)
console.table(
  rows.map((row) => ({
    route: row.route,
    chunks: row.chunks,
    'JS KB': row.js_raw_kb,
    'JS KB gzip': row.js_gzip_kb,
    'JS KB brotli': row.js_brotli_kb,
    'CSS KB gzip': row.css_gzip_kb,
    budget: row.budget_kb === null ? '' : `${row.within_budget ? 'ok' : 'OVER'} (${BUDGET_KB})`,
  })),
)
console.log(`Entry alone: ${kb(entryFiles.reduce((s, f) => s + sizeOf(f).gzip, 0))} KB gzip`)
console.log('Largest first-load chunks (KB gzip):')
for (const { file, gzip_kb } of largest) console.log(`  ${gzip_kb.toString().padStart(6)}  ${file}`)

mkdirSync('bench/results', { recursive: true })
writeFileSync(
  'bench/results/bundle.json',
  `${JSON.stringify({ measured_at: new Date().toISOString(), budget_kb_gzip: BUDGET_KB, routes: rows, largest_chunks: largest }, null, 2)}\n`,
)
console.log('Wrote bench/results/bundle.json')
if (rows.some((row) => row.within_budget === false)) process.exitCode = 1
