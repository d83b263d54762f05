import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { request, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
mkdirSync(path.join(webDistDir, 'assets'))
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Makerfolio</title></head><body></body></html>',
)
// The build's manifest: the entry shares a chunk with the post screen, which has one of its own.
mkdirSync(path.join(webDistDir, '.vite'))
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_dialog-1.js': { file: 'assets/dialog-1.js', imports: ['_shared-1.js'] },
  'routes/landing.tsx': { file: 'assets/landing-1.js', imports: ['index.html'] },
  'routes/login.tsx': { file: 'assets/login-1.js', imports: ['index.html'] },
  'routes/post.tsx': { file: 'assets/post-1.js', imports: ['index.html', '_dialog-1.js'] },
  'routes/profile.tsx': { file: 'assets/profile-1.js', imports: ['index.html'] },
}
writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)')
// What the build's precompress step writes beside a large enough file.
const bundle = `export const words = ${JSON.stringify('maker '.repeat(500))}`
writeFileSync(path.join(webDistDir, 'assets', 'main-def456.js'), bundle)
writeFileSync(path.join(webDistDir, 'assets', 'main-def456.js.br'), brotliCompressSync(bundle))
writeFileSync(path.join(webDistDir, 'assets', 'main-def456.js.gz'), gzipSync(bundle))

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

  it('serves the precompressed brotli file to browsers that accept it, cached forever', async () => {
    const response = await request(t.app, {
      url: '/assets/main-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(response.headers['cache-control']).toContain('immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle)
  })

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await request(t.app, {
      url: '/assets/main-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(bundle)

    const plain = await request(t.app, {
      url: '/assets/main-def456.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bundle)
    // A file the build did not compress (too small) is served as it is.
    const small = await request(t.app, {
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body).toBe('console.log(1)')
  })

  it("preloads the chunks of the path's screen that the entry does not already load", async () => {
    const preloads = async (url: string) => {
      const { body } = await request(t.app, { url })
      return [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      )
    }
    expect(await preloads('/post/123')).toEqual(['/assets/post-1.js', '/assets/dialog-1.js'])
    expect(await preloads('/adalovelace')).toEqual(['/assets/profile-1.js'])
    expect(await preloads('/login')).toEqual(['/assets/login-1.js'])
    expect(await preloads('/')).toEqual(['/assets/landing-1.js'])
    expect(await preloads('/some/unknown/path')).toEqual([])
  })

  it('never serves the build manifest', async () => {
    const response = await request(t.app, { url: '/.vite/manifest.json' })
    expect(response.body).not.toContain('isEntry')
  })

  it('keeps API 404s as JSON', async () => {
    const response = await request(t.app, { url: '/api/unknown' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('not_found')
  })
})
