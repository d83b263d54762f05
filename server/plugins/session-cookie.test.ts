import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifiedSessionToken } from './session-cookie'

const secret = 'a-test-secret-of-sufficient-length'
const signed = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`)

describe('verifiedSessionToken', () => {
  it('returns the token of a correctly signed cookie, with or without the __Secure- prefix', () => {
    expect(verifiedSessionToken(`a=b; better-auth.session_token=${signed('tok123')}`, secret)).toBe(
      'tok123',
    )
    expect(
      verifiedSessionToken(`__Secure-better-auth.session_token=${signed('tok123')}`, secret),
    ).toBe('tok123')
  })

  it.each([
    ['no cookie', undefined],
    ['another cookie only', 'theme=dark'],
    [
      'a signature made with another secret',
      `better-auth.session_token=${signed('tok123', 'other')}`,
    ],
    [
      'a tampered token',
      `better-auth.session_token=${signed('tok123').replace('tok123', 'tok124')}`,
    ],
    ['no signature', 'better-auth.session_token=tok123'],
    ['broken percent-encoding', 'better-auth.session_token=%E0%A4%A'],
  ])('refuses %s', (_name, header) => {
    expect(verifiedSessionToken(header, secret)).toBeNull()
  })
})
