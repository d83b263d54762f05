import { cookieFrom, request, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const HTTPS_ORIGIN = 'https://makerfolio.example'
const t = useTestApp({ publicUrl: HTTPS_ORIGIN, trustedOrigins: [HTTPS_ORIGIN] })

describe('security headers behind https', () => {
  it('sends CSP without inline script, frame-ancestors none, nosniff, referrer and permissions policies, HSTS', async () => {
    const response = await request(t.app, { url: '/api/health', headers: { origin: HTTPS_ORIGIN } })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain('upgrade-insecure-requests')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['permissions-policy']).toContain('camera=()')
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })

  it('sets Secure, httpOnly session cookies', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: HTTPS_ORIGIN },
      payload: { email: 'secure@example.com', password: 'secret123', name: 'secure_one' },
    })
    expect(response.statusCode).toBe(200)
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/Secure/)
    expect(setCookie).toMatch(/HttpOnly/i)
    const me = await request(t.app, {
      url: '/api/me',
      headers: { cookie: cookieFrom(response.headers['set-cookie']) },
    })
    expect(me.json().username).toBe('secure_one')
  })

  it('rejects a cookie mutation from a foreign origin', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/posts',
      headers: { origin: 'https://evil.example' },
      payload: { content: 'csrf' },
    })
    expect(response.statusCode).toBe(403)
  })
})
