import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { currentRouteMap, repoRoot, routeMapDoc } from './routes-map'
import { routeMapProblems } from './routes-map/check'
import { parseRouteMap, type RouteRow } from './routes-map/route-map'
import type { SourceIndex } from './routes-map/route-sources'

let current: RouteRow[] = []
let index: SourceIndex
beforeAll(async () => {
  ;({ rows: current, index } = await currentRouteMap())
}, 60_000)

const documented = () => parseRouteMap(readFileSync(routeMapDoc, 'utf8'))
const row = (method: string, path: string) => {
  const found = current.find((r) => r.method === method && r.path === path)
  if (!found) throw new Error(`the app registers no ${method} ${path}`)
  return found
}

describe('route map in docs/route-map.md', () => {
  it('agrees with the routes the app registers and their source (else: npm run routes-map)', () => {
    expect(routeMapProblems(documented(), current, index, repoRoot)).toEqual([])
  })

  it('leads from a URL to its route file, service and queries', () => {
    expect(row('GET', '/api/me/saved/projects')).toMatchObject({
      file: 'server/features/projects/lists/routes.ts',
      service: 'projects/lists/service.ts (`listSavedProjectsPage`)',
    })
    expect(row('GET', '/api/users/:username/followers').queries).toContain(
      'follows/queries.ts (`listConnectionRows`)',
    )
    // A GET's automatic HEAD is not a row of its own.
    expect(current.some((r) => r.method === 'HEAD')).toBe(false)
  })

  it('reports a missing route, a stale one and a wrong route file', () => {
    const [first, second, ...rest] = documented()
    if (!first || !second) throw new Error('the map has fewer than two rows')
    const stale = { ...first, method: 'PATCH', path: '/api/no-longer-here' }
    const moved = { ...second, file: 'server/features/health/routes.ts' }
    const gone = { ...second, file: 'server/features/nowhere/routes.ts' }

    expect(routeMapProblems([second, ...rest], current, index, repoRoot)).toEqual([
      `${first.method} ${first.path} is missing from the map`,
    ])
    expect(routeMapProblems([first, stale, second, ...rest], current, index, repoRoot)).toEqual([
      'PATCH /api/no-longer-here is in the map but the app no longer registers it',
    ])
    expect(routeMapProblems([first, moved, ...rest], current, index, repoRoot)).toEqual([
      `${second.method} ${second.path}: server/features/health/routes.ts does not contain '${second.path}'`,
    ])
    expect(routeMapProblems([first, gone, ...rest], current, index, repoRoot)).toEqual([
      `${second.method} ${second.path}: route file server/features/nowhere/routes.ts does not exist`,
    ])
  })
})
