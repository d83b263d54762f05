import { securityTexts } from '@common/security-texts'
import { cookieFrom, request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import {
  freshCode,
  secondStep,
  signInWithPassword,
  staleCode,
  turnOnTwoFactor,
} from '@tests/support/two-factor'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'

// Issue 29: a TOTP step is accepted once (RFC 6238 §5.2) and the account's ten guesses hold
// under concurrency, whichever node each request reaches (the state is in PostgreSQL).

const t = useTestApp()

const addressOf = (index: number) => `203.0.113.${index + 1}`

/** One password sign-in per address: each opens its own two-factor challenge. */
async function challenges(member: TestUser, count: number): Promise<string[]> {
  const cookies: string[] = []
  for (let index = 0; index < count; index++) {
    const { body, cookie } = await signInWithPassword(t.app, member, {
      remoteAddress: addressOf(index),
    })
    expect(body.twoFactorRedirect).toBe(true)
    cookies.push(cookie)
  }
  return cookies
}

async function sessionCount(member: TestUser): Promise<number> {
  const { rows } = await t.database.pool.query<{ count: number }>(
    'select count(*)::int as count from session where user_id = $1',
    [member.id],
  )
  return rows[0]!.count
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.statusCode).sort()
const countOf = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((response) => response.statusCode === status).length

function expectWrongCode(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401)
  expect(response.json().error).toEqual({
    code: 'unauthorized',
    message: securityTexts.codeIncorrect,
  })
}

function expectLocked(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429)
  expect(response.json().error).toEqual({
    code: 'rate_limited',
    message: securityTexts.accountLocked,
  })
}

describe('an authenticator code is accepted once (RFC 6238 §5.2)', () => {
  it('signs in one of two challenges given the same code at once', async () => {
    const member = await signUp(t.app)
    const { totpUri } = await turnOnTwoFactor(t.app, member)
    const [first, second] = await challenges(member, 2)
    const before = await sessionCount(member)

    const code = freshCode(totpUri)
    const responses = await Promise.all([
      secondStep(t.app, first!, 'verify-totp', code, { remoteAddress: addressOf(0) }),
      secondStep(t.app, second!, 'verify-totp', code, { remoteAddress: addressOf(1) }),
    ])
    expect(statuses(responses)).toEqual([200, 401])
    expectWrongCode(responses.find((response) => response.statusCode === 401)!)
    expect(await sessionCount(member)).toBe(before + 1)
  })

  it('refuses a code again on a later sign-in, to turn two-factor off, or after it turned it on', async () => {
    const member = await signUp(t.app)
    const setup = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/setup',
      as: member,
      payload: { password: member.password, name: 'Phone' },
    })
    const { totpUri } = setup.json() as { totpUri: string }
    const turnOnCode = freshCode(totpUri)
    const confirm = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/confirm',
      as: member,
      payload: { code: turnOnCode },
    })
    expect(confirm.statusCode, confirm.body).toBe(200)
    member.cookie = cookieFrom(confirm.headers['set-cookie'])

    const [afterTurnOn, signIn, replay] = await challenges(member, 3)
    expectWrongCode(await secondStep(t.app, afterTurnOn!, 'verify-totp', turnOnCode))
    const before = await sessionCount(member)
    const code = freshCode(totpUri)
    expect((await secondStep(t.app, signIn!, 'verify-totp', code)).statusCode).toBe(200)
    expectWrongCode(await secondStep(t.app, replay!, 'verify-totp', code))
    expect(await sessionCount(member)).toBe(before + 1)

    const disable = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/disable',
      as: member,
      payload: { password: member.password, code },
    })
    expect(disable.statusCode).toBe(400)
    expect(disable.json().error.fields.code).toBe(securityTexts.codeIncorrect)
  })

  it('spends a backup code once when two challenges send it at once', async () => {
    const member = await signUp(t.app)
    const { backupCodes } = await turnOnTwoFactor(t.app, member)
    const [first, second] = await challenges(member, 2)
    const before = await sessionCount(member)

    const responses = await Promise.all([
      secondStep(t.app, first!, 'verify-backup-code', backupCodes[0]!),
      secondStep(t.app, second!, 'verify-backup-code', backupCodes[0]!),
    ])
    expect(countOf(responses, 200)).toBe(1)
    expect(await sessionCount(member)).toBe(before + 1)
  })
})

describe('ten wrong codes lock the account’s code entry, under concurrency too', () => {
  it('judges at most ten of twenty wrong codes sent at once, then refuses the right one', async () => {
    const member = await signUp(t.app)
    const { totpUri } = await turnOnTwoFactor(t.app, member)
    const cookies = await challenges(member, 20)

    const responses = await Promise.all(
      cookies.map((cookie, index) =>
        secondStep(t.app, cookie, 'verify-totp', staleCode(totpUri), {
          remoteAddress: addressOf(index),
        }),
      ),
    )
    expect(countOf(responses, 401)).toBe(10)
    expect(countOf(responses, 429)).toBe(10)
    for (const response of responses) {
      if (response.statusCode === 401) expectWrongCode(response)
      else expectLocked(response)
    }

    const [next] = await challenges(member, 1)
    const code = freshCode(totpUri)
    expectLocked(await secondStep(t.app, next!, 'verify-totp', code))

    // Once the 15 minutes have passed, the right code signs in.
    await t.database.pool.query(
      `update two_factor set locked_until = now() - interval '1 second' where user_id = $1`,
      [member.id],
    )
    expect((await secondStep(t.app, next!, 'verify-totp', code)).statusCode).toBe(200)
  })

  it('gives new challenges only the account’s guesses that are left', async () => {
    const member = await signUp(t.app)
    const { totpUri } = await turnOnTwoFactor(t.app, member)
    // Nine wrong codes in a row on two challenges (five is one challenge's most).
    for (const [cookie, wrong] of [
      [(await challenges(member, 1))[0]!, 5],
      [(await challenges(member, 1))[0]!, 4],
    ] as const) {
      for (let attempt = 0; attempt < wrong; attempt++) {
        expectWrongCode(await secondStep(t.app, cookie, 'verify-totp', staleCode(totpUri)))
      }
    }

    const fresh = await challenges(member, 5)
    const responses = await Promise.all(
      fresh.map((cookie, index) =>
        secondStep(t.app, cookie, 'verify-backup-code', 'aaaaa-00000', {
          remoteAddress: addressOf(index),
        }),
      ),
    )
    expect(countOf(responses, 401)).toBe(1)
    expect(countOf(responses, 429)).toBe(4)
    expectLocked(await secondStep(t.app, fresh[0]!, 'verify-totp', freshCode(totpUri)))
  })

  it('gives the ten guesses back after a right code', async () => {
    const member = await signUp(t.app)
    const { totpUri } = await turnOnTwoFactor(t.app, member)
    const [first, second, third] = await challenges(member, 3)
    for (let attempt = 0; attempt < 5; attempt++) {
      expectWrongCode(await secondStep(t.app, first!, 'verify-totp', staleCode(totpUri)))
    }
    expect((await secondStep(t.app, second!, 'verify-totp', freshCode(totpUri))).statusCode).toBe(
      200,
    )
    for (let attempt = 0; attempt < 5; attempt++) {
      expectWrongCode(await secondStep(t.app, third!, 'verify-totp', staleCode(totpUri)))
    }
  })
})
