import sharp from 'sharp'
import { processPostImage } from '../../server/lib/images'
import type { StoredImage } from '../../server/lib/images-types'
import type { Storage } from '../../server/lib/storage'

const PALETTE = [
  '#f97316',
  '#0ea5e9',
  '#22c55e',
  '#a855f7',
  '#ef4444',
  '#14b8a6',
  '#eab308',
  '#6366f1',
]

/** A round-friendly avatar: initials on a colour, made locally with sharp. */
export async function storeAvatar(
  storage: Storage,
  userId: string,
  initials: string,
  index: number,
) {
  const colour = PALETTE[index % PALETTE.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${colour}"/><text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="104" font-weight="700" fill="#fff">${initials}</text></svg>`
  const data = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer()
  const stored = await storage.put(`avatars/${userId}/seed.webp`, data, {
    contentType: 'image/webp',
  })
  return stored.url
}

/**
 * Screenshot-like post images: a gradient with a bar chart and a caption, processed like an
 * upload (full, feed-sized and placeholder). Many seeded posts share them, so their keys are
 * empty: deleting one seeded post must not delete a file the others show.
 */
export async function storePostImages(storage: Storage, count: number): Promise<StoredImage[]> {
  const images: StoredImage[] = []
  for (let i = 0; i < count; i++) {
    const [a, b] = [PALETTE[i % PALETTE.length], PALETTE[(i + 3) % PALETTE.length]]
    const bars = Array.from({ length: 8 }, (_, j) => {
      const height = 80 + ((i * 37 + j * 53) % 260)
      return `<rect x="${140 + j * 120}" y="${560 - height}" width="70" height="${height}" rx="10" fill="#ffffff" fill-opacity="0.85"/>`
    }).join('')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/>${bars}<text x="140" y="140" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">Week ${i + 1} metrics</text></svg>`
    const png = await sharp(Buffer.from(svg)).png().toBuffer()
    const { full, feed, placeholder } = await processPostImage(png)
    const put = async (key: string, data: Buffer) =>
      (await storage.put(key, data, { contentType: 'image/webp' })).url
    const url = await put(`posts/seed/${i}.webp`, full.data)
    images.push({
      key: '',
      url,
      width: full.width,
      height: full.height,
      alt: 'Screenshot',
      ...(feed
        ? {
            feed: {
              key: '',
              url: await put(`posts/seed/${i}_feed.webp`, feed.data),
              width: feed.width,
              height: feed.height,
            },
          }
        : {}),
      placeholder,
    })
  }
  return images
}
