import { postTexts } from '@common/posts'
import { limits } from '@common/texts'
import { AppError } from '../../lib/errors'
import { type ProcessedImage, processPostImage } from '../../lib/images'
import { type StoredImage, type StoredVariant, storedImageKeys } from '../../lib/images-types'
import type { Storage } from '../../lib/storage'
import { uniqueTimestamp } from '../../lib/unique-timestamp'

export type UploadedImage = { data: Buffer; alt: string }

const putOptions = { contentType: 'image/webp', cacheControl: 'public, max-age=3600' }

async function putVariant(
  storage: Storage,
  key: string,
  image: ProcessedImage,
): Promise<StoredVariant> {
  const { url } = await storage.put(key, image.data, putOptions)
  return { key, url, width: image.width, height: image.height }
}

/**
 * Decodes and re-encodes every image first (full, feed-sized and placeholder), so one bad file
 * stores nothing; then writes them under the spec's path `posts/{userId}/{timestamp}_{index}`
 * (as WebP), the feed variant beside it with a `_feed` suffix.
 */
export async function storePostImages(
  storage: Storage,
  userId: string,
  images: UploadedImage[],
): Promise<StoredImage[]> {
  if (images.length > limits.imagesPerPost)
    throw new AppError('validation', postTexts.tooManyImages)
  // One at a time: a post's four 12-megapixel photos at once would take the whole thread pool.
  const processed = []
  for (const image of images) processed.push(await processPostImage(image.data))
  const timestamp = uniqueTimestamp()
  const written: string[] = []
  const stored: StoredImage[] = []
  try {
    for (const [index, image] of processed.entries()) {
      const base = `posts/${userId}/${timestamp}_${index}`
      const full = await putVariant(storage, `${base}.webp`, image.full)
      written.push(full.key)
      const feed = image.feed ? await putVariant(storage, `${base}_feed.webp`, image.feed) : null
      if (feed) written.push(feed.key)
      stored.push({
        ...full,
        alt: images[index]!.alt,
        ...(feed ? { feed } : {}),
        placeholder: image.placeholder,
      })
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)))
    throw error
  }
  return stored
}

/** Deletes every file of the images (full and feed variants); missing files are no error. */
export async function removePostImages(storage: Storage, images: StoredImage[]) {
  await Promise.allSettled(images.flatMap(storedImageKeys).map((key) => storage.delete(key)))
}
