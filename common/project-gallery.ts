import { z } from 'zod'
import { uuidSchema } from './ids'
import { postImageSchema } from './posts'
import { text } from './strings'
import { limits } from './texts'

/** A project's screenshot gallery (issue 17 §5). */
export const galleryLimits = {
  imagesMax: 8,
  altMax: 500,
  bytesMax: limits.imageBytesMax,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
} as const

export const galleryTexts = {
  title: 'Screenshots',
  empty: 'No screenshots yet.',
  add: 'Add screenshots',
  uploading: 'Uploading…',
  full: `A gallery holds up to ${galleryLimits.imagesMax} images`,
  imageRequired: 'Choose an image to upload',
  fileTooLarge: 'Images can be up to 10 MB',
  altTooLong: `Descriptions can be up to ${galleryLimits.altMax} characters`,
  orderMismatch: 'The order must list every image of the gallery once',
  notMaker: 'Only the project’s makers can change its gallery',
  imageNotFound: 'That image is no longer in the gallery',
  moveUp: 'Move earlier',
  moveDown: 'Move later',
  remove: 'Remove',
  describe: 'Describe',
  describeTitle: 'Describe this screenshot',
  describeLead: 'For people who use a screen reader: what the screenshot shows.',
  altLabel: 'Description',
  save: 'Save',
  described: 'Description saved',
  open: (index: number, count: number) => `Open screenshot ${index + 1} of ${count}`,
  position: (index: number, count: number) => `Screenshot ${index + 1} of ${count}`,
  added: 'Screenshot added',
  removed: 'Screenshot removed',
  loadFailed: 'The gallery could not be loaded',
} as const

export const galleryImageSchema = postImageSchema.extend({ id: z.string() })
export type GalleryImage = z.infer<typeof galleryImageSchema>

/** Every answer of the gallery's routes: the whole gallery, in order. */
export const gallerySchema = z.object({
  images: z.array(galleryImageSchema),
  /** Whether this viewer may add, reorder and remove images (an owner or accepted maker). */
  canEdit: z.boolean(),
})
export type Gallery = z.infer<typeof gallerySchema>

/** PUT /api/projects/:id/gallery/order: every image id of the gallery, in the new order. */
export const galleryOrderSchema = z.object({
  ids: z.array(uuidSchema).max(galleryLimits.imagesMax, galleryTexts.orderMismatch),
})

/** The multipart upload's text field. */
export const galleryAltSchema = text().trim().max(galleryLimits.altMax, galleryTexts.altTooLong)

export const galleryImageParamsSchema = z.object({ id: uuidSchema, imageId: uuidSchema })

/** PATCH /api/projects/:id/gallery/:imageId: the screenshot's description (alt text). */
export const galleryAltUpdateSchema = z.object({ alt: galleryAltSchema })
