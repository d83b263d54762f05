import { account } from '@server/db/schema'
import { request, signUp, useTestApp } from '@tests/support/app'
import {
  hashPassword as betterAuthHash,
  verifyPassword as betterAuthVerify,
} from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './hashing'

const t = useTestApp()

/** Made by better-auth 1.7.25's own hashPassword('correct horse battery'): a stored hash. */
const STORED_BY_BETTER_AUTH =
  'd9cd1d8cf3a4e56353d8a6d940c2fff6:1112ac971e2a5f29cbb841b403f997ddd5a1865cbcfc8306bae9d03dfc7e5798' +
  '6dca5bb50ce552d44169170a6631979955bde1e68fa9d3046d2f313a67146666'

const signIn = (email: string, password: string) =>
  request(t.app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })

describe('password hashes stay compatible with better-auth', () => {
  it("verifies a hash made by better-auth's hashPassword, and better-auth verifies ours", async () => {
    const theirs = await betterAuthHash('correct horse battery')
    expect(await verifyPassword({ hash: theirs, password: 'correct horse battery' })).toBe(true)
    expect(await verifyPassword({ hash: theirs, password: 'correct horse batterY' })).toBe(false)

    const ours = await hashPassword('correct horse battery')
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    expect(await betterAuthVerify({ hash: ours, password: 'correct horse battery' })).toBe(true)
    expect(await betterAuthVerify({ hash: ours, password: 'wrong' })).toBe(false)
  })

  it('verifies a hash stored before this change', async () => {
    expect(
      await verifyPassword({ hash: STORED_BY_BETTER_AUTH, password: 'correct horse battery' }),
    ).toBe(true)
  })

  it('treats a password the same in composed and decomposed Unicode, as better-auth does', async () => {
    const composed = await betterAuthHash('caf\u00e9 au lait')
    expect(await verifyPassword({ hash: composed, password: 'cafe\u0301 au lait' })).toBe(true)
  })

  it('signs in a member whose hash better-auth wrote', async () => {
    const member = await signUp(t.app)
    await t.database.db
      .update(account)
      .set({ password: await betterAuthHash('set by better-auth') })
      .where(eq(account.userId, member.id))
    expect((await signIn(member.email, 'set by better-auth')).statusCode).toBe(200)
    expect((await signIn(member.email, member.password)).statusCode).toBe(401)
  })
})

describe('hashing off the event loop', () => {
  it("leaves libuv threads free for the database driver's handshake during a burst", async () => {
    let hashesDone = 0
    const burst = Array.from({ length: 13 }, () =>
      hashPassword('correct horse battery').then(() => {
        hashesDone += 1
      }),
    )
    // pg's SCRAM handshake is WebCrypto work on the same thread pool: it must not queue behind.
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode('client-first-message'))
    const doneBeforeHandshake = hashesDone
    await Promise.all(burst)
    expect(doneBeforeHandshake).toBe(0)
    expect(hashesDone).toBe(13)
  })
})

describe('sign-ins at once', () => {
  // Each hash takes 0.15 s on an idle core and several times that on a busy machine.
  it('13 concurrent sign-ups, then 13 concurrent sign-ins, all succeed', {
    timeout: 90_000,
  }, async () => {
    const members = await Promise.all(Array.from({ length: 13 }, () => signUp(t.app)))
    const answers = await Promise.all(members.map((m) => signIn(m.email, m.password)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(members.map(() => 200))
    for (const [i, answer] of answers.entries()) {
      expect(answer.json().user.email).toBe(members[i]!.email)
    }
  })
})
