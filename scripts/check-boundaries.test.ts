import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('./check-boundaries.ts', import.meta.url))
const repoRoot = path.resolve(path.dirname(script), '..')

/** Runs the check as `npm run lint` does, in a child process, and reports what a user sees. */
async function runCheck(root: string) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script, root],
      {
        cwd: repoRoot,
      },
    )
    return { code: 0, stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { code: failed.code, stdout: failed.stdout }
  }
}

const fixtures: string[] = []
afterAll(() => {
  for (const fixture of fixtures) rmSync(fixture, { recursive: true, force: true })
})

/** An empty tree to write source files into, one per test so their violations stay apart. */
function newFixture() {
  const fixture = mkdtempSync(path.join(tmpdir(), 'boundaries-'))
  fixtures.push(fixture)
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
    writeFileSync(path.join(fixture, file), text)
  }
  return { fixture, write }
}

describe('import boundary check', () => {
  it('prints every violation with its file, line and rule, and exits 1', async () => {
    const { fixture, write } = newFixture()
    write('common/shapes.ts', "import { z } from 'zod'\nimport { db } from '../server/db/client'\n")
    write('common/aliased.ts', "export { Button } from '@web/components/ui/button'\n")
    write(
      'server/plugins/session.ts',
      "import type { Db } from '../db/client'\nimport {\n  LIFETIME,\n} from '../features/auth/auth'\n",
    )
    write(
      'server/lib/lazy.ts',
      "export const load = () => import('@server/features/posts/service')\n",
    )
    write('web/components/card.tsx', "import { usePosts } from '../features/posts/api'\n")
    // Allowed: features may use lib and plugins, web features may use components.
    write('server/features/posts/service.ts', "import { AppError } from '../../lib/errors'\n")
    write('web/features/posts/list.tsx', "import { Card } from '@web/components/card'\n")
    write('server/lib/libs-note.ts', "import { x } from '../features-shared/x'\n")

    const { code, stdout } = await runCheck(fixture)

    expect(code).toBe(1)
    expect(stdout.trim().split('\n').sort()).toEqual(
      [
        '5 import boundary violation(s); see README "Code style."',
        'common/aliased.ts:1 imports @web/components/ui/button (common imports nothing of server or web)',
        'common/shapes.ts:2 imports ../server/db/client (common imports nothing of server or web)',
        'server/lib/lazy.ts:1 imports @server/features/posts/service (server/lib, server/plugins and server/config import no server feature)',
        'server/plugins/session.ts:4 imports ../features/auth/auth (server/lib, server/plugins and server/config import no server feature)',
        'web/components/card.tsx:1 imports ../features/posts/api (web/components imports no web feature)',
        // lazy.ts reaching into posts, which uses lib, also ties the two folders in a loop.
        'import cycle between folders: server/features/posts -> server/lib -> server/features/posts',
        'import cycle between folders: web/components -> web/features/posts -> web/components',
      ].sort(),
    )
  })

  it('lets a feature reach another only through its index.ts (web: or a component), tests any file', async () => {
    const { fixture, write } = newFixture()
    write(
      'server/features/saved/service.ts',
      [
        "import { presentPosts } from '../posts/queries'",
        "import type { PostRow } from '@server/features/posts/service'",
        "import { findPostRows } from '../posts'",
        "import { listPostsPage } from '@server/features/posts/index'",
        "import { savedRows } from './queries'",
        "import { AppError } from '../../lib/errors'",
        '',
      ].join('\n'),
    )
    // Tests may import any file of any feature; app.ts registers each feature's routes file.
    write(
      'server/features/saved/saved.test.ts',
      "import { findPostRows } from '../posts/queries'\n",
    )
    write('server/app.ts', "import { postRoutes } from './features/posts/routes'\n")
    // On the web a component file is an entry too, one level deep; routes compose screens freely.
    write(
      'web/features/profiles/components/posts-tab.tsx',
      [
        "import { PostList } from '@web/features/posts/components/post-list'",
        "import { postKeys } from '@web/features/posts'",
        "import { postsOf } from '@web/features/posts/feed-cache'",
        "import { Row } from '../../posts/components/rows/row'",
        "import { profileKeys } from '../api'",
        '',
      ].join('\n'),
    )
    write('web/routes/feed.tsx', "import { postsOf } from '@web/features/posts/feed-cache'\n")

    const { code, stdout } = await runCheck(fixture)

    expect(code).toBe(1)
    expect(stdout.trim().split('\n')).toEqual([
      'server/features/saved/service.ts:1 imports ../posts/queries (a feature imports another feature only through its index.ts (web: or a components/ file))',
      'server/features/saved/service.ts:2 imports @server/features/posts/service (a feature imports another feature only through its index.ts (web: or a components/ file))',
      'web/features/profiles/components/posts-tab.tsx:3 imports @web/features/posts/feed-cache (a feature imports another feature only through its index.ts (web: or a components/ file))',
      'web/features/profiles/components/posts-tab.tsx:4 imports ../../posts/components/rows/row (a feature imports another feature only through its index.ts (web: or a components/ file))',
      '4 import boundary violation(s); see README "Code style."',
    ])
  })

  it('refuses import cycles between folders, type imports too, and names one path of each', async () => {
    const { fixture, write } = newFixture()
    write('server/features/profiles/index.ts', "export { madeBy } from './queries'\n")
    write('server/features/profiles/queries.ts', "import { projectSql } from '../projects'\n")
    write('server/features/projects/index.ts', "import type { Profile } from '../profiles'\n")
    write('server/config/index.ts', "import { providers } from '../features/auth'\n")
    write('server/features/auth/index.ts', "import { config } from '../../config'\n")
    write('web/features/explore/index.ts', "import { PostList } from '../posts'\n")
    write('web/features/posts/index.ts', "import { Trends } from '@web/features/explore'\n")
    // Not cycles: the composition layer, tests, and one-way use.
    write('server/app.ts', "import { profileRoutes } from './features/profiles/routes'\n")
    write('server/features/profiles/routes.ts', "import { config } from '../../config'\n")
    write('server/features/posts/posts.test.ts', "import { x } from '../saved/queries'\n")
    write('server/features/saved/queries.ts', "import { y } from '../posts'\n")

    const { code, stdout } = await runCheck(fixture)

    expect(code).toBe(1)
    expect(stdout.trim().split('\n')).toEqual([
      'server/config/index.ts:1 imports ../features/auth (server/lib, server/plugins and server/config import no server feature)',
      '1 import boundary violation(s); see README "Code style."',
      'import cycle between folders: server/config -> server/features/auth -> server/config',
      'import cycle between folders: server/features/profiles -> server/features/projects -> server/features/profiles',
      'import cycle between folders: web/features/explore -> web/features/posts -> web/features/explore',
    ])
  })

  it('holds every server feature to one shape: role files of fixed names, one level of use cases', async () => {
    const { fixture, write } = newFixture()
    write('server/features/posts/index.ts', '\n')
    write('server/features/posts/routes.ts', '\n')
    write('server/features/posts/present.ts', '\n')
    write('server/features/posts/post-form.ts', '\n')
    write('server/features/posts/edit/routes.ts', '\n')
    write('server/features/posts/edit/queries.ts', '\n')
    write('server/features/posts/edit-service.ts', '\n')
    write('server/features/posts/edit/history/queries.ts', '\n')
    write('server/features/posts/write-queries.test.ts', '\n')

    const { code, stdout } = await runCheck(fixture)

    expect(code).toBe(1)
    const shape =
      'feature folder shape: a second use case is a sub-folder with its own routes.ts, service.ts, queries.ts'
    expect(stdout.trim().split('\n')).toEqual([
      `server/features/posts/edit/history/queries.ts: ${shape} (one level of sub-folders)`,
      `server/features/posts/edit-service.ts: ${shape}`,
    ])
  })

  it('passes on the real tree', async () => {
    const { code, stdout } = await runCheck(repoRoot)
    expect(stdout).toBe('')
    expect(code).toBe(0)
  })
})
