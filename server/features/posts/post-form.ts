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
    return { content: parseFields(request.body ?? {}).content, images: [] }
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
  const fields = parseFields({ content, alt })
  return {
    content: fields.content,
    images: files.map((data, index) => ({ data, alt: (fields.alt[index] ?? '').trim() })),
  }
}

/** The form's text fields, refused with each field named as the JSON routes' errors name them. */
function parseFields(input: unknown) {
  const parsed = createPostFieldsSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
  throw new AppError('validation', parsed.error.issues[0]?.message, fields)
}
