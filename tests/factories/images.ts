import { randomBytes } from 'node:crypto'
import sharp from 'sharp'

/** A real image of the given size, optionally carrying EXIF GPS data. */
export async function makeImage(
  options: {
    width?: number
    height?: number
    format?: 'jpeg' | 'png' | 'webp'
    withGps?: boolean
  } = {},
) {
  const { width = 64, height = 48, format = 'jpeg', withGps = false } = options
  let image = sharp({ create: { width, height, channels: 3, background: '#ff7a00' } }).toFormat(
    format,
  )
  if (withGps)
    image = image.withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
  return image.toBuffer()
}

/** An uncompressed PNG of random pixels, a little over `megabytes` large. */
export async function makeLargePng(megabytes: number) {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3))
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}
