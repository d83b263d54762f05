import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { AppError } from './errors'

/** Formats we decode. SVG is never accepted: it can carry script. */
const ACCEPTED_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])

/** Larger than any real photo; stops decompression bombs before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000

export type ProcessedImage = {
  data: Buffer
  width: number
  height: number
  contentType: 'image/webp'
}

type ProcessOptions = { maxDimension?: number; quality?: number }

/**
 * Decodes an upload to prove it is an image, applies EXIF orientation, drops every piece of
 * metadata (sharp keeps none unless asked) and re-encodes to WebP.
 */
export async function processImage(
  input: Buffer,
  options: ProcessOptions = {},
): Promise<ProcessedImage> {
  const sniffed = await fileTypeFromBuffer(input)
  if (!sniffed || !ACCEPTED_MIME.has(sniffed.mime)) {
    throw new AppError('unsupported_media', 'Only image files are allowed')
  }
  const maxDimension = options.maxDimension ?? 2048
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: maxDimension,
        height: maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: options.quality ?? 82 })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height, contentType: 'image/webp' }
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (/pixel limit/i.test(message))
      throw new AppError('too_large', 'Image dimensions are too large')
    throw new AppError('unsupported_media', 'The image could not be read')
  }
}

/** Reads a stream into memory, failing as soon as it passes `maxBytes`. */
export async function readLimited(
  stream: AsyncIterable<Buffer>,
  maxBytes: number,
  tooLargeMessage = 'File too large',
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream) {
    total += chunk.length
    if (total > maxBytes) throw new AppError('too_large', tooLargeMessage)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
