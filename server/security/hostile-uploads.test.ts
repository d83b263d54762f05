// Issue 8, uploads: hostile files through the real upload endpoints (post images, avatars).
// Each is rejected with a clear 4xx and stores nothing, or is decoded and re-encoded so the
// stored file carries none of the attacker's bytes. Stored names are always the server's.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { makeImage } from '@tests/factories/images'
import { multipart } from '@tests/factories/multipart'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const MARKER = 'MAKERFOLIO-POLYGLOT-PAYLOAD'
const PHP = Buffer.from(`<?php system($_GET['c']); /* ${MARKER} */ ?>`)
const HTML = Buffer.from(`<html><script>alert('${MARKER}')</script></html>`)

/** A minimal ZIP archive (one stored entry), as in a GIFAR or JPEG+ZIP polyglot. */
function zipOf(name: string, content: Buffer) {
  const fileName = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt32LE(crc32(content), 14)
  local.writeUInt32LE(content.length, 18)
  local.writeUInt32LE(content.length, 22)
  local.writeUInt16LE(fileName.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt32LE(crc32(content), 16)
  central.writeUInt32LE(content.length, 20)
  central.writeUInt32LE(content.length, 24)
  central.writeUInt16LE(fileName.length, 28)
  const entry = Buffer.concat([local, fileName, content])
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + fileName.length, 12)
  end.writeUInt32LE(entry.length, 16)
  return Buffer.concat([entry, central, fileName, end])
}

/** A JPEG with the payload in a comment (COM) segment, where naive "trailing data" checks miss it. */
function withJpegComment(jpeg: Buffer, payload: Buffer) {
  const length = Buffer.alloc(2)
  length.writeUInt16BE(payload.length + 2)
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    payload,
    jpeg.subarray(2),
  ])
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A 20,000 x 20,000 PNG (400 megapixels, 1.2 GB decoded) of a few kilobytes. */
function pngBomb() {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(20_000, 0)
  header.writeUInt32BE(20_000, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc(1024 * 1024), { level: 9 }) // the first rows, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A real small JPEG whose frame header (SOF0) claims 20,000 x 20,000 pixels. */
async function jpegBomb() {
  const jpeg = Buffer.from(await makeImage({ width: 64, height: 64 }))
  for (let i = 2; i < jpeg.length - 8; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1] === 0xc0) {
      jpeg.writeUInt16BE(20_000, i + 5)
      jpeg.writeUInt16BE(20_000, i + 7)
      return jpeg
    }
  }
  throw new Error('no SOF0 marker')
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
  } catch {
    return []
  }
}

/** Every file stored anywhere under uploads: nothing may land outside the member's folders. */
const allStoredFiles = () => filesUnder(t.uploadsDir)

const postImage = (as: TestUser, data: Buffer, name = 'photo.jpg', type = 'image/jpeg') =>
  multipart({ content: 'upload' }, [{ field: 'images', name, type, data }]).then((body) =>
    request(t.app, { method: 'POST', url: '/api/posts', as, ...body }),
  )
const avatar = (as: TestUser, data: Buffer, name = 'avatar.jpg', type = 'image/jpeg') =>
  multipart({}, [{ field: 'avatar', name, type, data }]).then((body) =>
    request(t.app, { method: 'POST', url: '/api/me/avatar', as, ...body }),
  )

function expectNoPayload(file: string, payloads: Buffer[]) {
  const stored = readFileSync(file)
  for (const payload of payloads) expect(stored.includes(payload), file).toBe(false)
  expect(stored.includes(MARKER)).toBe(false)
}

const jpeg = await makeImage({ width: 800, height: 600 })
const gif = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#0a0' } })
  .gif()
  .toBuffer()
const zip = zipOf('Exploit.class', Buffer.from(`cafebabe ${MARKER}`))

describe('polyglot uploads are re-encoded: no payload byte reaches the stored file', () => {
  const cases: [string, Buffer, Buffer[]][] = [
    ['JPEG + PHP appended', Buffer.concat([jpeg, PHP]), [PHP]],
    ['JPEG + HTML/JS appended', Buffer.concat([jpeg, HTML]), [HTML]],
    ['JPEG + ZIP appended', Buffer.concat([jpeg, zip]), [zip.subarray(0, 30)]],
    ['GIF + ZIP (GIFAR)', Buffer.concat([gif, zip]), [zip.subarray(0, 30)]],
    ['JPEG with PHP in a comment segment', withJpegComment(jpeg, PHP), [PHP]],
  ]

  it.each(cases)('post image: %s', async (_name, data, payloads) => {
    const ada = await signUp(t.app)
    const response = await postImage(ada, data)
    const mine = filesUnder(path.join(t.uploadsDir, 'posts', ada.id))
    if (response.statusCode !== 201) {
      expect(response.statusCode).toBe(415)
      expect(mine).toEqual([])
      return
    }
    expect(mine.length).toBeGreaterThan(0)
    for (const file of mine) {
      expectNoPayload(file, payloads)
      expect((await sharp(readFileSync(file)).metadata()).format).toBe('webp')
    }
  })

  it.each(cases.filter(([name]) => !name.startsWith('GIF')))(
    'avatar: %s',
    async (_name, data, payloads) => {
      const ada = await signUp(t.app)
      const response = await avatar(ada, data)
      const mine = filesUnder(path.join(t.uploadsDir, 'avatars', ada.id))
      if (response.statusCode !== 201) {
        expect(response.statusCode).toBe(415)
        expect(mine).toEqual([])
        return
      }
      expect(mine).toHaveLength(1)
      expectNoPayload(mine[0]!, payloads)
    },
  )
})

const jpegClaimingHugeSize = await jpegBomb()

describe('decompression bombs and broken files are refused before anything is stored', () => {
  it.each([
    ['a 20,000 x 20,000 PNG', pngBomb(), 413, 'Image dimensions are too large'],
    [
      'a JPEG claiming 20,000 x 20,000',
      jpegClaimingHugeSize,
      413,
      'Image dimensions are too large',
    ],
    ['a text file named .jpg', Buffer.from('just some text, honest'), 415, undefined],
    ['a truncated JPEG', jpeg.subarray(0, 400), 415, undefined],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      undefined,
    ],
  ] as const)('%s', async (_name, data, status, message) => {
    const ada = await signUp(t.app)
    const before = allStoredFiles()
    const response = await postImage(ada, data)
    expect(response.statusCode).toBe(status)
    if (message) expect(response.json().error.message).toBe(message)
    expect(allStoredFiles()).toEqual(before)
    const bomb = await avatar(ada, data)
    expect([413, 415]).toContain(bomb.statusCode)
    expect(allStoredFiles()).toEqual(before)
  })
})

describe('stored file names are generated by the server', () => {
  it.each([
    '../../../../etc/cron.d/evil.php',
    '..\\..\\windows\\evil.jpg',
    '<script>alert(1)</script>.jpg',
    'shell.php.jpg',
    `${'a'.repeat(300)}.jpg`,
  ])('ignores the client file name %s', async (name) => {
    const ada = await signUp(t.app)
    const image = await makeImage({ withGps: true })
    const before = new Set(allStoredFiles())
    const post = await postImage(ada, image, name)
    expect(post.statusCode).toBe(201)
    expect(post.json().images[0].url).toMatch(new RegExp(`^/media/posts/${ada.id}/\\d+_0\\.webp$`))
    const uploaded = await avatar(ada, image, name)
    expect(uploaded.statusCode).toBe(201)
    expect(uploaded.json().avatarUrl).toMatch(new RegExp(`^/media/avatars/${ada.id}/\\d+\\.webp$`))
    const added = allStoredFiles().filter((file) => !before.has(file))
    expect(added.length).toBeGreaterThan(0)
    for (const file of added) {
      expect(path.relative(t.uploadsDir, file)).toMatch(
        new RegExp(`^(posts|avatars)/${ada.id}/[\\w.]+\\.webp$`),
      )
      // The GPS position in the upload never reaches the stored file.
      expect((await sharp(readFileSync(file)).metadata()).exif).toBeUndefined()
    }
  })
})
