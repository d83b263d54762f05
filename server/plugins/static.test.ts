import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { request, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
mkdirSync(path.join(webDistDir, 'assets'))
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Makerfolio</title>')
writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)')

const t = useTestApp({ webDistDir })

describe('the built web app', () => {
  it.each(['/', '/feed', '/adalovelace', '/post/123', '/some/unknown/path'])(
    'answers %s with index.html (the app renders the screen or its 404)',
    async (url) => {
      const response = await request(t.app, { url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>Makerfolio</title>')
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it('caches hashed assets forever', async () => {
    const response = await request(t.app, { url: '/assets/app-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('immutable')
  })

  it('keeps API 404s as JSON', async () => {
    const response = await request(t.app, { url: '/api/unknown' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('not_found')
  })
})
