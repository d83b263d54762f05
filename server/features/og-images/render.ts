import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import satori from 'satori'
import sharp from 'sharp'
import { assertSafeKey } from '../../lib/storage'
import { type CardInput, cardVersion } from '../share-meta'
import { type CardImages, cardLayout } from './layout'
import { DAY_MS, markCardRead } from './prune'

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

// Inter from @fontsource (WOFF: satori reads TTF, OTF and WOFF, not WOFF2). Loaded once, lazily,
// so an app that never renders a card never reads them.
const require = createRequire(import.meta.url)
// Literal paths, so dependency checks (knip) see the package in use.
const FONT_FILES = {
  400: '@fontsource/inter/files/inter-latin-400-normal.woff',
  700: '@fontsource/inter/files/inter-latin-700-normal.woff',
} as const
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined
function loadFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(require.resolve(FONT_FILES[weight])),
    weight,
    style: 'normal' as const,
  }))
  return fonts
}

/**
 * An image of ours as a small PNG data URI, or null (initials are drawn instead). Only files in
 * the local uploads folder are read: an external logo URL is never fetched (no requests to
 * addresses members choose), and a bucket's files are not read back either.
 */
async function ownImage(uploadsDir: string | null, url: string | null, size: number) {
  if (!uploadsDir || !url?.startsWith('/media/')) return null
  const key = url.slice('/media/'.length)
  try {
    assertSafeKey(key)
    const png = await sharp(await readFile(path.join(uploadsDir, key)))
      .resize(size, size, { fit: 'cover' })
      .png()
      .toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  } catch {
    return null
  }
}

async function loadImages(card: CardInput, uploadsDir: string | null): Promise<CardImages> {
  if (card.kind === 'project') {
    const [main, person] = await Promise.all([
      ownImage(uploadsDir, card.logoUrl, 264),
      ownImage(uploadsDir, card.maker.avatarUrl, 128),
    ])
    return { main, person }
  }
  if (card.kind === 'launch') {
    return { main: await ownImage(uploadsDir, card.logoUrl, 264), person: null }
  }
  const who = card.kind === 'post' ? card.author : card.person
  return { main: null, person: await ownImage(uploadsDir, who.avatarUrl, 400) }
}

export async function renderCard(card: CardInput, uploadsDir: string | null): Promise<Buffer> {
  const images = await loadImages(card, uploadsDir)
  // satori's types expect a React element; ours has the same shape without React.
  const svg = await satori(cardLayout(card, images) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  })
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/**
 * Rendered cards on disk under `$DATA_DIR/og-images`, one file per version: each version is
 * rendered at most once (concurrent requests share one render), and at most `concurrency`
 * renders run at once, since they are CPU work on the event loop's machine.
 */
export function createCardCache(options: {
  dir: string
  uploadsDir: string | null
  concurrency?: number
}) {
  const { dir, uploadsDir, concurrency = 2 } = options
  const inFlight = new Map<string, Promise<Buffer>>()
  /** When this node last kept each file from pruning: a hot card costs no stat per read. */
  const keptAt = new Map<string, number>()
  const waiting: (() => void)[] = []
  let running = 0

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
    try {
      return await work()
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }

  async function produce(card: CardInput, file: string): Promise<Buffer> {
    const cached = await readFile(file).catch(() => null)
    if (cached) {
      // Read: not pruned for another CARD_KEEP_DAYS (prune.ts), checked at most daily per node.
      // A failure only costs a render later.
      const now = Date.now()
      if (now - (keptAt.get(file) ?? 0) > DAY_MS) {
        keptAt.set(file, now)
        await markCardRead(file, now).catch(() => undefined)
      }
      return cached
    }
    const png = await withSlot(() => renderCard(card, uploadsDir))
    await mkdir(path.dirname(file), { recursive: true })
    // Written aside then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(partial, png)
    await rename(partial, file)
    return png
  }

  return {
    get(card: CardInput): Promise<Buffer> {
      const file = path.join(dir, card.kind, `${cardVersion(card)}.png`)
      let pending = inFlight.get(file)
      if (!pending) {
        pending = produce(card, file).finally(() => inFlight.delete(file))
        inFlight.set(file, pending)
      }
      return pending
    },
  }
}
