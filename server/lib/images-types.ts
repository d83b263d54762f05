import type { StoredImage } from '../db/schema/stored-image'

// The column's shape lives with the schema, so the schema imports nothing of lib.
export type { StoredImage, StoredVariant } from '../db/schema/stored-image'

/** Every storage key an image occupies, so deleting its post deletes all of them. */
export function storedImageKeys(image: StoredImage): string[] {
  return image.feed ? [image.key, image.feed.key] : [image.key]
}
