import os from 'node:os'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Sharp } from 'sharp'
import { rgbaToThumbHash } from 'thumbhash'
import { AppError } from './errors'
import { Semaphore } from './semaphore'

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

/** The long side of the full image, and the width of the one the feed shows. */
export const FULL_MAX_DIMENSION = 2048
export const FEED_WIDTH = 640
/** ThumbHash takes at most 100 px; 32 px keeps the encode (plain JS on the loop) short. */
const PLACEHOLDER_SIZE = 32

/** Proves the bytes are an image format we decode, before sharp sees them. */
async function assertAcceptedImage(input: Buffer) {
  const sniffed = await fileTypeFromBuffer(input)
  if (!sniffed || !ACCEPTED_MIME.has(sniffed.mime)) {
    throw new AppError('unsupported_media', 'Only image files are allowed')
  }
}

/** sharp's failures become the client's fault with a clear message, never a 500. */
function toUploadError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : ''
  if (/pixel limit/i.test(message))
    return new AppError('too_large', 'Image dimensions are too large')
  return new AppError('unsupported_media', 'The image could not be read')
}

/** Decodes with the bomb guard and EXIF orientation applied; every output drops all metadata. */
function decode(input: Buffer) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
}

async function toWebp(pipeline: Sharp, quality: number): Promise<ProcessedImage> {
  const { data, info } = await pipeline.webp({ quality }).toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, contentType: 'image/webp' }
}

/**
 * Decodes an upload to prove it is an image, applies EXIF orientation, drops every piece of
 * metadata (sharp keeps none unless asked) and re-encodes to WebP.
 */
export async function processImage(
  input: Buffer,
  options: ProcessOptions = {},
): Promise<ProcessedImage> {
  await assertAcceptedImage(input)
  const maxDimension = options.maxDimension ?? FULL_MAX_DIMENSION
  try {
    return await toWebp(
      decode(input).resize({
        width: maxDimension,
        height: maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      options.quality ?? 82,
    )
  } catch (error) {
    throw toUploadError(error)
  }
}

/**
 * How many uploads are decoded at once. Each one keeps up to three libvips pipelines busy; more
 * CPU-bound threads than cores would starve the event loop of CPU time (its lag is the cost) and
 * fill libuv's pool, which file writes share. Half the cores, at least one; the rest wait here.
 */
const imageSlots = new Semaphore(Math.max(1, Math.floor(os.availableParallelism() / 2)))

export type PostImageVariants = {
  full: ProcessedImage
  /** 640 px wide, or null when the full image is no wider (the feed then shows the full one). */
  feed: ProcessedImage | null
  /** ThumbHash of the image, base64: the feed paints it while the image loads. */
  placeholder: string
}

/**
 * The full image, the feed-sized one and the placeholder from one upload. The three sharp
 * pipelines run in libuv's thread pool (JPEG shrink-on-load makes the small ones cheap), so a
 * 12-megapixel photo never blocks the event loop; only the 32 px ThumbHash is encoded in JS.
 */
export async function processPostImage(input: Buffer): Promise<PostImageVariants> {
  await assertAcceptedImage(input)
  const release = await imageSlots.acquire()
  try {
    const [full, feed, tiny] = await Promise.all([
      toWebp(
        decode(input).resize({
          width: FULL_MAX_DIMENSION,
          height: FULL_MAX_DIMENSION,
          fit: 'inside',
          withoutEnlargement: true,
        }),
        82,
      ),
      toWebp(decode(input).resize({ width: FEED_WIDTH, withoutEnlargement: true }), 78),
      decode(input)
        .resize({ width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE, fit: 'inside' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ])
    const hash = rgbaToThumbHash(tiny.info.width, tiny.info.height, tiny.data)
    return {
      full,
      feed: full.width > FEED_WIDTH ? feed : null,
      placeholder: Buffer.from(hash).toString('base64'),
    }
  } catch (error) {
    throw toUploadError(error)
  } finally {
    release()
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
