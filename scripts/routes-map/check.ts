import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteRow } from './route-map'
import type { SourceIndex } from './route-sources'

const key = (row: RouteRow) => `${row.method} ${row.path}`

/**
 * What is wrong with the documented route map, one sentence each (none when it is current):
 * routes it misses, routes it lists that the app no longer registers, route files that do not
 * exist or do not register the path, and rows whose service or queries changed.
 */
export function routeMapProblems(
  documented: RouteRow[],
  current: RouteRow[],
  index: SourceIndex,
  root: string,
): string[] {
  const problems: string[] = []
  const documentedByKey = new Map(documented.map((row) => [key(row), row]))
  const currentByKey = new Map(current.map((row) => [key(row), row]))

  for (const row of current) {
    if (!documentedByKey.has(key(row))) problems.push(`${key(row)} is missing from the map`)
  }
  for (const row of documented) {
    const now = currentByKey.get(key(row))
    if (!now) {
      problems.push(`${key(row)} is in the map but the app no longer registers it`)
      continue
    }
    const file = path.join(root, row.file)
    if (!existsSync(file)) {
      problems.push(`${key(row)}: route file ${row.file} does not exist`)
      continue
    }
    // The path as written, or a template in that file that produces it (`${kind}` lists).
    const registersPath =
      readFileSync(file, 'utf8').includes(`'${row.path}'`) ||
      index.registrations.some((r) => r.file === row.file && r.pattern.test(row.path))
    if (!registersPath) problems.push(`${key(row)}: ${row.file} does not contain '${row.path}'`)
    else if (now.file !== row.file) problems.push(`${key(row)} is now registered in ${now.file}`)
    if (now.service !== row.service || now.queries !== row.queries) {
      problems.push(`${key(row)}: its service or queries changed`)
    }
  }
  return problems
}
