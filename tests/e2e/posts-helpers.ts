import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect } from './fixtures'

/** Text no other test writes, so a card can be found by it. */
export function uniqueText(prefix: string) {
  return `${prefix} ${randomBytes(4).toString('hex')}`
}

/** A small solid-colour PNG for the file picker. */
export async function pngFile(name: string, color: string, width = 640, height = 480) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/** Posts through the API as whoever `request` is signed in as (a page's request shares its cookies). */
export async function createPostViaApi(
  request: APIRequestContext,
  baseURL: string,
  content: string,
) {
  const response = await request.post('/api/posts', {
    data: { content },
    headers: { origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; content: string }
}

/** Writes and publishes a post through /create-post; resolves back on the feed. */
export async function createPostViaUi(
  page: Page,
  content: string,
  images: Awaited<ReturnType<typeof pngFile>>[] = [],
) {
  await page.goto('/create-post')
  await page.getByLabel('What are you building?').fill(content)
  if (images.length > 0) await page.locator('#post-images').setInputFiles(images)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page).toHaveURL(/\/feed$/)
}

/** The post card holding this text. */
export function postCard(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text })
}
