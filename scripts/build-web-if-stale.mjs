// `npm start` builds the web app only when a source file is newer than the last build, so a
// warm start skips the ~10 s Vite build.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const builtIndex = 'dist/web/index.html'
const sources = ['web', 'common', 'vite.config.ts', 'package-lock.json']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
const changedAt = Math.max(...sources.map(newestMtime))
if (changedAt > builtAt) {
  console.log('Building the web app…')
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' })
}
