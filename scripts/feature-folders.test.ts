import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const folders = (side: 'server' | 'web') =>
  readdirSync(path.join(root, side, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

/** The folders the table in docs/architecture.md names on each side. */
function documented() {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
  const table = doc
    .split('<!-- feature-folders:start -->')[1]
    ?.split('<!-- feature-folders:end -->')[0]
  if (!table) throw new Error('docs/architecture.md has no feature-folders table')
  const server = new Set<string>()
  const web = new Set<string>()
  for (const line of table.split('\n').filter((l) => l.startsWith('|'))) {
    const cells = line.split('|').map((cell) => cell.trim())
    for (const [cell, side] of [
      [cells[2], server],
      [cells[3], web],
    ] as const) {
      for (const match of cell?.matchAll(/`([^`]+)`/g) ?? []) side.add(match[1]!)
    }
  }
  return { server: [...server].sort(), web: [...web].sort() }
}

describe('feature folders in docs/architecture.md', () => {
  it('has a row for every folder of server/features and web/features, and no other', () => {
    expect(documented()).toEqual({ server: folders('server'), web: folders('web') })
  })
})
