import { postTexts } from '@common/posts'
import { limits } from '@common/texts'
import { AppError } from '../../lib/errors'
import { processImage } from '../../lib/images'
import type { StoredImage } from '../../lib/images-types'
import type { Storage } from '../../lib/storage'

export type UploadedImage = { data: Buffer; alt: string }

/**
 * Decodes and re-encodes every image first, so one bad file stores nothing; then writes them
 * under the spec's bucket and path `posts/{userId}/{timestamp}_{index}` (as WebP).
 */
export async function storePostImages(
  storage: Storage,
  userId: string,
  images: UploadedImage[],
): Promise<StoredImage[]> {
  if (images.length > limits.imagesPerPost)
    throw new AppError('validation', postTexts.tooManyImages)
  const processed = []
  for (const image of images)
    processed.push({ ...(await processImage(image.data)), alt: image.alt })
  const timestamp = Date.now()
  const stored: StoredImage[] = []
  try {
    for (const [index, image] of processed.entries()) {
      const key = `posts/${userId}/${timestamp}_${index}.webp`
      const { url } = await storage.put(key, image.data, {
        contentType: image.contentType,
        cacheControl: 'public, max-age=3600',
      })
      stored.push({ key, url, width: image.width, height: image.height, alt: image.alt })
    }
  } catch (error) {
    await Promise.allSettled(stored.map((image) => storage.delete(image.key)))
    throw error
  }
  return stored
}
