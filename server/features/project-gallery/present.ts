import type { Gallery } from '@common/project-gallery'
import type { StoredImage } from '../../lib/images-types'
import type { GalleryRow } from './queries'

/** As a post image is shown: never the storage keys; no feed variant falls back to the full one. */
function presentImage(image: StoredImage) {
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    alt: image.alt,
    feedUrl: image.feed?.url ?? image.url,
    feedWidth: image.feed?.width ?? image.width,
    placeholder: image.placeholder ?? null,
  }
}

export function presentGallery(rows: GalleryRow[], canEdit: boolean): Gallery {
  return { images: rows.map((row) => ({ id: row.id, ...presentImage(row.image) })), canEdit }
}
