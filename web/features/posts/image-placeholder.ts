import { thumbHashToDataURL } from 'thumbhash'

const decoded = new Map<string, string>()

/**
 * The PNG data URL of a post image's ThumbHash (base64), painted while the image loads. Decoding
 * a 32 px hash takes well under a millisecond; the cache keeps re-renders from repeating it.
 */
export function placeholderDataUrl(hash: string | null): string | undefined {
  if (!hash) return undefined
  let url = decoded.get(hash)
  if (url === undefined) {
    try {
      url = thumbHashToDataURL(Uint8Array.from(atob(hash), (char) => char.charCodeAt(0)))
    } catch {
      // A malformed hash only costs the placeholder, never the image.
      url = ''
    }
    if (decoded.size > 500) decoded.clear()
    decoded.set(hash, url)
  }
  return url || undefined
}
