import { createPostFieldsSchema, postTexts } from '@common/posts'
import { limits } from '@common/texts'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/errors'
import { readLimited } from '../../lib/images'
import type { UploadedImage } from './images'

/**
 * The create-post form: multipart with a `content` field, `images` file parts and one `alt`
 * field per image (in order), or plain JSON `{ content }` for a text-only post.
 */
export async function readPostForm(
  request: FastifyRequest,
): Promise<{ content: string; images: UploadedImage[] }> {
  if (!request.isMultipart()) {
    const parsed = createPostFieldsSchema.safeParse(request.body ?? {})
    if (!parsed.success) throw new AppError('validation', parsed.error.issues[0]?.message)
    return { content: parsed.data.content, images: [] }
  }
  let content = ''
  const alt: string[] = []
  const files: Buffer[] = []
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'images')
        throw new AppError('validation', `Unexpected file field ${part.fieldname}`)
      if (files.length >= limits.imagesPerPost)
        throw new AppError('validation', postTexts.tooManyImages)
      files.push(await readLimited(part.file, limits.imageBytesMax, postTexts.fileTooLarge))
    } else if (part.fieldname === 'content') {
      content = String(part.value)
    } else if (part.fieldname === 'alt') {
      alt.push(String(part.value))
    } else {
      throw new AppError('validation', `Unexpected field ${part.fieldname}`)
    }
  }
  const parsed = createPostFieldsSchema.safeParse({ content, alt })
  if (!parsed.success) throw new AppError('validation', parsed.error.issues[0]?.message)
  return {
    content: parsed.data.content,
    images: files.map((data, index) => ({ data, alt: (parsed.data.alt[index] ?? '').trim() })),
  }
}
