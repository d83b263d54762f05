import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { request, signUp, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

describe('API conventions', () => {
  it('answers /api/health with 200 once the database is up', async () => {
    const response = await request(t.app, { url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers invalid JSON with 400 and the error shape', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON' },
    })
  })

  it('answers an oversized body with 413', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('too_large')
  })

  it('answers an unsupported content type with 415', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().error.code).toBe('unsupported_media')
  })

  it('answers query validation errors with 400 and the field', async () => {
    const response = await request(t.app, {
      url: `/api/username-available?username=${'x'.repeat(300)}`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'validation',
      fields: { username: expect.any(String) },
    })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await request(t.app, { url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('not_found')
  })

  it('tells whether a username is free, after normalising it', async () => {
    await signUp(t.app, { username: 'alreadyhere' })
    const taken = await request(t.app, { url: '/api/username-available?username=Already%20Here' })
    const free = await request(t.app, { url: '/api/username-available?username=fresh_name' })
    expect(taken.json()).toEqual({ available: false, message: 'This username already exists' })
    expect(free.json()).toEqual({ available: true, message: null })
  })

  it('counts unread notifications for the signed-in member only', async () => {
    const member = await signUp(t.app)
    expect(
      (await request(t.app, { url: '/api/notifications/unread-count', as: member })).json(),
    ).toEqual({
      count: 0,
    })
    expect((await request(t.app, { url: '/api/notifications/unread-count' })).statusCode).toBe(401)
  })
})

describe('security headers', () => {
  it('sends a strict CSP: scripts from self only, no framing', async () => {
    const response = await request(t.app, { url: '/api/health' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('API documentation', () => {
  it('publishes OpenAPI at /api/openapi.json and human docs at /api/docs', async () => {
    const spec = await request(t.app, { url: '/api/openapi.json' })
    expect(spec.json().paths).toHaveProperty('/api/me')
    const docs = await request(t.app, { url: '/api/docs/' })
    expect(docs.statusCode).toBe(200)
    expect(docs.headers['content-type']).toMatch(/text\/html/)
  })
})

describe('media', () => {
  it('serves uploads under /media with long cache headers, and nothing outside them', async () => {
    mkdirSync(path.join(t.uploadsDir, 'someone'), { recursive: true })
    writeFileSync(path.join(t.uploadsDir, 'someone', 'pic.webp'), 'webp-bytes')
    const file = await request(t.app, { url: '/media/someone/pic.webp' })
    expect(file.statusCode).toBe(200)
    expect(file.headers['cache-control']).toMatch(/max-age=31536000/)
    const traversal = await request(t.app, { url: '/media/..%2f..%2fetc%2fpasswd' })
    expect([403, 404]).toContain(traversal.statusCode)
    expect(traversal.body).not.toContain('root:')
  })
})
