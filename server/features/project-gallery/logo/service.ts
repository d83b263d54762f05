import { avatarRules } from '@common/profiles'
import { galleryTexts } from '@common/project-gallery'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../../lib/errors'
import { processImage, readLimited } from '../../../lib/images'
import { uniqueTimestamp } from '../../../lib/unique-timestamp'
import type { Viewer } from '../../../plugins/session'
import { assertMaker, type GalleryDeps } from '../service'
import { findLogoUrl, setLogoUrl } from './queries'

const LOGO_FILE = /^\d+\.webp$/

/** The multipart form of POST /api/projects/:id/logo: one file part named `logo`. */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', 'Expected a multipart form')
  let data: Buffer | null = null
  for await (const part of request.parts({ limits: { files: 1 } })) {
    if (part.type !== 'file' || part.fieldname !== 'logo') {
      throw new AppError('validation', `Unexpected field ${part.fieldname}`)
    }
    data = await readLimited(part.file, avatarRules.bytesMax, galleryTexts.fileTooLarge)
  }
  if (!data || data.length === 0) throw new AppError('validation', galleryTexts.imageRequired)
  return data
}

/**
 * A cropped logo (the avatar's crop dialog, issue 17 §5): re-encoded to WebP within 512 px under
 * `projects/{id}/logo/`, set on the project at once; the previous uploaded logo file goes.
 */
export async function storeProjectLogo(
  deps: GalleryDeps,
  viewer: Viewer,
  projectId: string,
  data: Buffer,
) {
  await assertMaker(deps.db, projectId, viewer)
  const image = await processImage(data, { maxDimension: avatarRules.sizeMax })
  const { url } = await deps.storage.put(
    `projects/${projectId}/logo/${uniqueTimestamp()}.webp`,
    image.data,
    { contentType: image.contentType, cacheControl: 'public, max-age=31536000, immutable' },
  )
  const old = await findLogoUrl(deps.db, projectId)
  await setLogoUrl(deps.db, projectId, url)
  const folder = `projects/${projectId}/logo/`
  const base = deps.storage.urlFor(folder)
  if (old?.startsWith(base) && LOGO_FILE.test(old.slice(base.length))) {
    await deps.storage.delete(`${folder}${old.slice(base.length)}`).catch(() => undefined)
  }
  return { logoUrl: url }
}
