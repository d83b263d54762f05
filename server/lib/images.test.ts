import { Readable } from 'node:stream'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AppError } from './errors'
import { processImage, readLimited } from './images'

async function jpegWithGps(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer()
}

describe('processImage', () => {
  it('re-encodes to WebP, records the size and drops EXIF (GPS) metadata', async () => {
    const input = await jpegWithGps(640, 480)
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const output = await processImage(input)
    const meta = await sharp(output.data).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    expect([output.width, output.height]).toEqual([640, 480])
  })

  it('applies EXIF orientation so a rotated photo stands upright', async () => {
    const sideways = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#000' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const output = await processImage(sideways)
    expect([output.width, output.height]).toEqual([100, 200])
  })

  it('shrinks very large images to at most 2048 px on the long side', async () => {
    const big = await sharp({
      create: { width: 4000, height: 1000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer()
    const output = await processImage(big)
    expect([output.width, output.height]).toEqual([2048, 512])
  })

  it.each([
    ['a text file named .jpg', Buffer.from('hello, I am not an image')],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
  ])('rejects %s', async (_name, input) => {
    await expect(processImage(input)).rejects.toMatchObject({ code: 'unsupported_media' })
  })

  it('rejects a truncated JPEG', async () => {
    const whole = await jpegWithGps(300, 300)
    await expect(processImage(whole.subarray(0, 400))).rejects.toBeInstanceOf(AppError)
  })

  it('rejects a decompression bomb by its pixel count before decoding it', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    await expect(processImage(bomb)).rejects.toMatchObject({ code: 'too_large' })
  })
})

describe('readLimited', () => {
  it('stops with File too large once the stream passes the limit', async () => {
    const stream = Readable.from([Buffer.alloc(600), Buffer.alloc(600)])
    await expect(readLimited(stream, 1000)).rejects.toMatchObject({
      code: 'too_large',
      message: 'File too large',
    })
  })
  it('returns the whole content under the limit', async () => {
    const stream = Readable.from([Buffer.from('ab'), Buffer.from('cd')])
    expect((await readLimited(stream, 10)).toString()).toBe('abcd')
  })
})
