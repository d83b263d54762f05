import { avatarRules, profileTexts } from '@common/profiles'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { AppError } from '../../lib/errors'
import { processImage, readLimited } from '../../lib/images'
import type { Storage } from '../../lib/storage'
import { uniqueTimestamp } from '../../lib/unique-timestamp'

const AVATAR_FILE = /^\d+\.webp$/

/** The multipart form of POST /api/me/avatar: exactly one file part named `avatar`. */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', 'Expected a multipart form')
  let data: Buffer | null = null
  for await (const part of request.parts({ limits: { files: 1 } })) {
    if (part.type !== 'file' || part.fieldname !== 'avatar') {
      throw new AppError('validation', `Unexpected field ${part.fieldname}`)
    }
    data = await readLimited(part.file, avatarRules.bytesMax, profileTexts.avatarTooLarge)
  }
  if (!data || data.length === 0) throw new AppError('validation', profileTexts.avatarTypes)
  return data
}

/**
 * Stores a new avatar under the spec's `avatars/{userId}/{timestamp}` path, re-encoded to WebP
 * and shrunk to fit 512 px. The profile points to it only once the profile is saved.
 */
export async function storeAvatar(storage: Storage, userId: string, data: Buffer) {
  const sniffed = await fileTypeFromBuffer(data)
  const accepted: readonly string[] = avatarRules.mimeTypes
  if (!sniffed || !accepted.includes(sniffed.mime)) {
    throw new AppError('unsupported_media', profileTexts.avatarTypes)
  }
  const image = await processImage(data, { maxDimension: avatarRules.sizeMax })
  const { url } = await storage.put(`avatars/${userId}/${uniqueTimestamp()}.webp`, image.data, {
    contentType: image.contentType,
    cacheControl: 'public, max-age=31536000, immutable',
  })
  return { avatarUrl: url }
}

/** The storage key of an avatar address this user uploaded; null for anything else. */
export function avatarKeyOf(storage: Storage, userId: string, url: string): string | null {
  const folder = `avatars/${userId}/`
  const base = storage.urlFor(folder)
  if (!url.startsWith(base)) return null
  const file = url.slice(base.length)
  return AVATAR_FILE.test(file) ? `${folder}${file}` : null
}
