/** A stored file of a post image and its size. */
export type StoredVariant = { key: string; url: string; width: number; height: number }

/**
 * An image as stored in a jsonb column (posts, drafts, project galleries): the full image (at
 * most 2048 px) and how big it is. Images stored before the feed variant existed have no `feed`
 * or `placeholder`: readers fall back to the full image and no placeholder.
 */
export type StoredImage = StoredVariant & {
  alt: string
  /** The feed-sized WebP (640 px wide); absent when the full image is no wider. */
  feed?: StoredVariant
  /** ThumbHash, base64. */
  placeholder?: string
}
