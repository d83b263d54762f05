// Issue 8, abuse: sign-in must not reveal whether an email has an account, neither by its
// answer nor by its timing. better-auth (1.7) hashes the submitted password even when no user
// matches, so an unknown email costs the same scrypt run as a wrong password.
import { request, signUp, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()
const TRIES = 10

const signIn = (email: string, password: string) =>
  request(t.app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })

async function timed(run: () => Promise<unknown>) {
  const started = performance.now()
  await run()
  return performance.now() - started
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2
}

describe('sign-in with an unknown email and with a wrong password', () => {
  it('gives the same status and body, and no cookie', async () => {
    const member = await signUp(t.app)
    const wrongPassword = await signIn(member.email, 'not the password')
    const unknownEmail = await signIn(`nobody-${Date.now()}@example.com`, 'not the password')
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode)
    expect(unknownEmail.json()).toEqual(wrongPassword.json())
    expect(unknownEmail.json()).toEqual({
      error: { code: 'unauthorized', message: 'Incorrect email or password' },
    })
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('takes a similar time (medians within 3x): both hash a password', async () => {
    const member = await signUp(t.app)
    await signIn(member.email, 'warm up')
    const wrong: number[] = []
    const unknown: number[] = []
    const early: number[] = []
    // Interleaved, so a burst of load on this shared machine hits every kind alike.
    for (let i = 0; i < TRIES; i++) {
      wrong.push(await timed(() => signIn(member.email, `wrong password ${i}`)))
      unknown.push(await timed(() => signIn(`nobody-${i}-${Date.now()}@example.com`, 'password')))
      // Refused before any lookup or hashing (not an email): what an early return costs.
      early.push(await timed(() => signIn(`not-an-email-${i}`, 'password')))
    }
    const [wrongMs, unknownMs, earlyMs] = [median(wrong), median(unknown), median(early)]
    const context = `medians: wrong password ${wrongMs.toFixed(1)} ms, unknown email ${unknownMs.toFixed(1)} ms, early return ${earlyMs.toFixed(1)} ms`
    // The factor is generous because the machine is shared and noisy: this guards against an
    // early return without password hashing for unknown emails (an order of magnitude faster),
    // not against small differences between scrypt's hash and verify.
    expect(unknownMs / wrongMs, context).toBeLessThan(3)
    expect(wrongMs / unknownMs, context).toBeLessThan(3)
    // The measurement can see an early return: skipping the hash is far quicker than 1/3.
    expect(earlyMs * 3, context).toBeLessThan(unknownMs)
  })
})
