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

const fixture = mkdtempSync(path.join(tmpdir(), 'boundaries-'))
afterAll(() => rmSync(fixture, { recursive: true, force: true }))

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
  writeFileSync(path.join(fixture, file), text)
}

describe('import boundary check', () => {
  it('prints every violation with its file, line and rule, and exits 1', async () => {
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
        'server/lib/lazy.ts:1 imports @server/features/posts/service (server/lib and server/plugins import no server feature)',
        'server/plugins/session.ts:4 imports ../features/auth/auth (server/lib and server/plugins import no server feature)',
        'web/components/card.tsx:1 imports ../features/posts/api (web/components imports no web feature)',
      ].sort(),
    )
  })

  it('passes on the real tree', async () => {
    const { code, stdout } = await runCheck(repoRoot)
    expect(stdout).toBe('')
    expect(code).toBe(0)
  })
})
