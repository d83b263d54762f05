import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { revenueConnections } from '@server/db/schema'
import { keyIdOf } from '@server/lib/secret-box'
import { createProject } from '@tests/factories/projects'
import { createTestApp, request, signUp, type TestApp } from '@tests/support/app'
import { stripeBalance } from '@tests/support/stripe-fixtures'
import { type StripeLoopback, startStripeLoopback } from '@tests/support/stripe-loopback'
import { useTestDatabase } from '@tests/support/test-database'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revenueDepsFrom, syncProject } from '.'

// `npm run admin -- rotate-secrets` as an operator runs it, against this file's database: keys
// sealed under the old key-encryption key are re-sealed under the new one.

const database = useTestDatabase()
const OLD = randomBytes(32)
const NEW = randomBytes(32)
let loopback: StripeLoopback
let t: TestApp

beforeAll(async () => {
  loopback = await startStripeLoopback()
  loopback.setObjects([stripeBalance()])
  t = await createTestApp({
    url: database.url,
    db: database.db,
    pool: database.pool,
    config: {
      secretsKey: OLD,
      stripeApi: { host: '127.0.0.1', port: loopback.port, protocol: 'http' },
    },
  })
})
afterAll(async () => {
  await t?.close()
  await loopback?.close()
})

async function admin(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/admin.ts', ...args],
      {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mf-rotate-')),
          ...env,
        },
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const sealedKeyOf = async (projectId: string) =>
  (
    await database.db
      .select({ sealedKey: revenueConnections.sealedKey })
      .from(revenueConnections)
      .where(eq(revenueConnections.projectId, projectId))
  )[0]!.sealedKey

describe('npm run admin -- rotate-secrets', () => {
  it('re-seals every stored key under the new key; the old key is then no longer needed', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const key = 'rk_test_rotationkey0123456'
    loopback.addKey(key, { subscriptions: 'read', charges: 'read', balance: 'read' })
    const connected = await request(t.app, {
      method: 'PUT',
      url: `/api/projects/${project.id}/revenue`,
      as: ada,
      payload: { provider: 'stripe', key },
    })
    expect(connected.statusCode).toBe(200)
    const before = await sealedKeyOf(project.id)
    expect(before.split('.')[1]).toBe(keyIdOf(OLD))

    // Without the old key nothing opens: the command says so and changes nothing.
    const missing = await admin({ SECRETS_KEY: NEW.toString('base64') }, 'rotate-secrets')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('1 stored keys could not be opened')
    expect(await sealedKeyOf(project.id)).toBe(before)

    const env = {
      SECRETS_KEY: NEW.toString('base64'),
      SECRETS_PREVIOUS_KEYS: OLD.toString('base64'),
    }
    const rotated = await admin(env, 'rotate-secrets')
    expect(rotated).toMatchObject({ code: 0 })
    expect(rotated.stdout).toContain('Re-encrypted 1 of 1 stored provider keys')
    const after = await sealedKeyOf(project.id)
    expect(after.split('.')[1]).toBe(keyIdOf(NEW))
    expect(`${rotated.stdout}${rotated.stderr}`).not.toContain(key)

    // A server with only the new key reads with it.
    const newOnly = revenueDepsFrom({
      config: { ...t.config, secretsKey: NEW, previousSecretsKeys: [] },
      db: database.db,
      mailer: { send: async () => {} },
    })
    expect(await syncProject(newOnly, project.id)).toBe('synced')

    const again = await admin(env, 'rotate-secrets')
    expect(again.stdout).toContain('Re-encrypted 0 of 1 stored provider keys')
    expect(again.stdout).toContain('(1 already were)')
  }, 60_000)
})
