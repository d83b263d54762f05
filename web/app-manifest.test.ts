import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// What an install prompt reads; the browser part (the link in the page, the offline page) is
// tests/e2e/installable.spec.ts. Vite copies web/public to the root of the build as it is.
const publicDir = fileURLToPath(new URL('./public', import.meta.url))
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'))

/** A PNG's size from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

describe('web app manifest', () => {
  it('opens the feed standalone and names the app', () => {
    expect(manifest).toMatchObject({
      name: 'Makerfolio',
      display: 'standalone',
      start_url: '/feed',
    })
  })

  it('lists 192 and 512 px icons that exist at the size they claim', () => {
    const icons = manifest.icons as { src: string; sizes: string; type: string }[]
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of icons) {
      expect(icon.type).toBe('image/png')
      expect(pngSize(path.join(publicDir, icon.src)), icon.src).toBe(icon.sizes)
    }
  })
})
