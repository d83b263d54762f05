import { galleryAltSchema, galleryLimits, galleryTexts } from '@common/project-gallery'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/errors'
import { type ProcessedImage, processPostImage, readLimited } from '../../lib/images'
import { type StoredImage, type StoredVariant, storedImageKeys } from '../../lib/images-types'
import type { Storage } from '../../lib/storage'
import { uniqueTimestamp } from '../../lib/unique-timestamp'

export type GalleryUpload = { data: Buffer; alt: string }

/** The multipart upload: one `image` file part and an optional `alt` text field. */
export async function readGalleryUpload(request: FastifyRequest): Promise<GalleryUpload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', 'Expected a multipart form')
  let data: Buffer | null = null
  let alt = ''
  for await (const part of request.parts({ limits: { files: 1 } })) {
    if (part.type === 'file' && part.fieldname === 'image') {
      data = await readLimited(part.file, galleryLimits.bytesMax, galleryTexts.fileTooLarge)
    } else if (part.type === 'field' && part.fieldname === 'alt') {
      const parsed = galleryAltSchema.safeParse(String(part.value))
      if (!parsed.success) {
        throw new AppError('validation', galleryTexts.altTooLong, { alt: galleryTexts.altTooLong })
      }
      alt = parsed.data
    } else {
      throw new AppError('validation', `Unexpected field ${part.fieldname}`)
    }
  }
  if (!data || data.length === 0) {
    throw new AppError('validation', galleryTexts.imageRequired, {
      image: galleryTexts.imageRequired,
    })
  }
  return { data, alt }
}

const putOptions = {
  contentType: 'image/webp',
  cacheControl: 'public, max-age=31536000, immutable',
}

async function putVariant(storage: Storage, key: string, image: ProcessedImage) {
  const { url } = await storage.put(key, image.data, putOptions)
  return { key, url, width: image.width, height: image.height } satisfies StoredVariant
}

/**
 * The post images' pipeline (decoded, re-encoded to WebP without metadata, a feed-sized variant
 * and a placeholder), stored under the project's own folder `projects/{projectId}/gallery/` so the
 * files follow the project, whichever maker uploaded them.
 */
export async function storeGalleryImage(
  storage: Storage,
  projectId: string,
  upload: GalleryUpload,
): Promise<StoredImage> {
  const processed = await processPostImage(upload.data)
  const base = `projects/${projectId}/gallery/${uniqueTimestamp()}`
  const full = await putVariant(storage, `${base}.webp`, processed.full)
  try {
    const feed = processed.feed
      ? await putVariant(storage, `${base}_feed.webp`, processed.feed)
      : null
    return {
      ...full,
      alt: upload.alt,
      ...(feed ? { feed } : {}),
      placeholder: processed.placeholder,
    }
  } catch (error) {
    await storage.delete(full.key).catch(() => undefined)
    throw error
  }
}

/** Missing files are no error: the rows are the truth. */
export async function removeGalleryFiles(storage: Storage, images: StoredImage[]) {
  await Promise.allSettled(images.flatMap(storedImageKeys).map((key) => storage.delete(key)))
}
