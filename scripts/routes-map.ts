/**
 * `npm run routes-map`: writes docs/route-map.md (every /api route -> route
 * file -> service -> queries) from the routes the real app registers and the source that registers
 * them. `--check` writes nothing and lists what is out of date (exit 1).
 * scripts/routes-map.test.ts fails when the committed table and the code disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { routeMapProblems } from './routes-map/check'
import { listRegisteredRoutes } from './routes-map/registered-routes'
import {
  buildRouteMap,
  parseRouteMap,
  renderRouteMap,
  replaceRouteMap,
} from './routes-map/route-map'
import { indexSources } from './routes-map/route-sources'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const routeMapDoc = path.join(repoRoot, 'docs/route-map.md')

/** The route map as the code stands, and the source index it was read from. */
export async function currentRouteMap() {
  const index = indexSources(repoRoot)
  return { rows: buildRouteMap(await listRegisteredRoutes(), index), index }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { rows, index } = await currentRouteMap()
  const before = readFileSync(routeMapDoc, 'utf8')
  if (process.argv.includes('--check')) {
    const problems = routeMapProblems(parseRouteMap(before), rows, index, repoRoot)
    for (const problem of problems) console.log(problem)
    if (problems.length > 0) {
      console.log('docs/route-map.md is out of date; run `npm run routes-map`.')
      process.exit(1)
    }
  } else {
    const after = replaceRouteMap(before, renderRouteMap(rows))
    if (after !== before) writeFileSync(routeMapDoc, after)
    console.log(`docs/route-map.md: ${after === before ? 'already current' : 'updated'}.`)
  }
}
