import { createPostFieldsSchema, postTexts } from '@common/posts'
import { limits } from '@common/texts'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { AppError } from '../../lib/errors'
import { readLimited } from '../../lib/images'
import type { UploadedImage } from './images'

/**
 * The create-post form: multipart with a `content` field, `images` file parts and one `alt`
 * field per image (in order), or plain JSON `{ content }` for a text-only post.
 */
export async function readPostForm<S extends PostFieldsSchema = typeof createPostFieldsSchema>(
  request: FastifyRequest,
  schema: S = createPostFieldsSchema as unknown as S,
): Promise<z.infer<S> & { images: UploadedImage[] }> {
  if (!request.isMultipart()) {
    return { ...parseFields(schema, request.body ?? {}), images: [] }
  }
  let content = ''
  // Fields a form adds to the post's own (a project update's milestone).
  const extra: Record<string, string> = {}
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
    } else if (Object.hasOwn(schema.shape, part.fieldname)) {
      extra[part.fieldname] = String(part.value)
    } else {
      throw new AppError('validation', `Unexpected field ${part.fieldname}`)
    }
  }
  const fields = parseFields(schema, { ...extra, content, alt })
  return {
    ...fields,
    images: files.map((data, index) => ({ data, alt: (fields.alt[index] ?? '').trim() })),
  }
}

/** The post's fields, or a form that adds its own to them. */
type PostFieldsSchema = z.ZodType<z.infer<typeof createPostFieldsSchema>> & {
  shape: Record<string, unknown>
}

/** The form's text fields, refused with each field named as the JSON routes' errors name them. */
function parseFields<S extends PostFieldsSchema>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
  throw new AppError('validation', parsed.error.issues[0]?.message, fields)
}
