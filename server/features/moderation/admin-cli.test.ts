import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { profiles } from '@server/db/schema'
import { request, signUp, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

/** Runs `npm run admin -- ...args` as a person would, against this file's database. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/admin.ts', ...args],
      {
        // DATABASE_URL wins over any .env; the empty DATA_DIR has no cluster to fall back on.
        env: {
          ...process.env,
          DATABASE_URL: t.database.url,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mf-admin-')),
        },
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const roleOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]?.role

describe('npm run admin', () => {
  it('grants and revokes the moderator role by username', async () => {
    const member = await signUp(t.app)
    const granted = await admin('grant-moderator', `@${member.username.toUpperCase()}`)
    expect(granted).toMatchObject({ code: 0, stdout: `@${member.username} is now a moderator\n` })
    expect(await roleOf(member.id)).toBe('moderator')
    const queue = await request(t.app, { url: '/api/moderation/reports', as: member })
    expect(queue.statusCode).toBe(200)

    const revoked = await admin('revoke-moderator', member.username)
    expect(revoked).toMatchObject({
      code: 0,
      stdout: `@${member.username} is no longer a moderator\n`,
    })
    expect(await roleOf(member.id)).toBe('member')
  })

  it('fails for an unknown username or a wrong command', async () => {
    const unknown = await admin('grant-moderator', 'nobody_by_this_name')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No member has the username "nobody_by_this_name"')
    const wrong = await admin('make-admin', 'someone')
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('Usage: npm run admin')
  })
})
