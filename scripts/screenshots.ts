// npm run screenshots [-- --only explore,project]
// Seeds the demo community into a throwaway DATA_DIR (embedded PostgreSQL), starts the server on
// it and saves every main screen at 390 px and 1280 px, light and dark, as
// docs/screenshots/<screen>-<width>-<theme>.png. WEB_DIST_DIR picks a web build other than dist/web;
// `--only` retakes just the named screens (the others' files stay as they are).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Page as ApiPage } from '@common/pagination'
import type { Post } from '@common/posts'
import type { Project } from '@common/projects'
import { type Browser, chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { startServerProcess } from '../tests/support/server-process'
import { SEED_PASSWORD, seedEmail } from './seed/profiles'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = path.join(root, 'docs/screenshots')
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
const themes = ['light', 'dark'] as const

/** `fullPage` when what matters sits below the first screen (a post's comments). */
type Screen = { name: string; path: string; signedIn: boolean; fullPage?: boolean }

/** Same environment as the seed CLI, minus anything that would point at a real database. */
function seedDemo(dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
  delete env.DATABASE_URL
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--profile', 'demo'], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
}

async function api<T>(base: string, url: string, cookie: string): Promise<T> {
  const response = await fetch(`${base}${url}`, { headers: { cookie } })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The demo member's session cookie and the pages worth showing, found through the API. */
async function pickScreens(base: string) {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: seedEmail(1), password: SEED_PASSWORD }),
  })
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`)
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const me = await api<{ username: string }>(base, '/api/me', cookie)
  const feed = await api<ApiPage<Post>>(base, '/api/posts?limit=50', cookie)
  const post =
    feed.items.find((item) => item.images.length > 0 && item.commentsCount >= 2) ?? feed.items[0]
  // A project with a story (updates, milestones, metric history: scripts/seed/project-stories.ts)
  // reaches the demo member's feed as an update; its page shows the timeline and the chart.
  const update = feed.items.find((item) => item.update?.milestone)?.update
  let project: Pick<Project, 'id'> | undefined = update ? { id: update.projectId } : undefined
  for (const author of [me.username, ...feed.items.map((item) => item.author.username)]) {
    if (project) break
    const page = await api<ApiPage<Project>>(base, `/api/users/${author}/projects`, cookie)
    project = page.items.find((item) => item.description) ?? page.items[0]
  }
  if (!post || !project) throw new Error('The demo seed has no post or project to show')
  const screens: Screen[] = [
    { name: 'landing', path: '/', signedIn: false },
    { name: 'feed', path: '/feed', signedIn: true },
    { name: 'post', path: `/post/${post.id}`, signedIn: true, fullPage: true },
    { name: 'profile', path: `/${me.username}`, signedIn: true },
    { name: 'project', path: `/project/${project.id}`, signedIn: true, fullPage: true },
    { name: 'explore', path: '/explore', signedIn: true },
    { name: 'notifications', path: '/notifications', signedIn: true },
    { name: 'settings', path: '/settings', signedIn: true },
  ]
  return { cookie, screens }
}

/** Waits until nothing loads any more: no spinner or skeleton, images in view decoded, quiet network. */
async function settle(page: Page, pending: Set<unknown>, fullPage: boolean) {
  await page.waitForFunction(
    (wholePage) => {
      if (document.querySelector('.animate-spin, .animate-pulse')) return false
      const shown = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect()
        return box.width > 0 && (wholePage || (box.bottom > 0 && box.top < window.innerHeight))
      })
      return shown.every((image) => image.complete && image.naturalWidth > 0)
    },
    fullPage,
    { timeout: 20_000 },
  )
  await page.evaluate(() => document.fonts.ready)
  const deadline = Date.now() + 20_000
  let quietSince = Date.now()
  while (Date.now() - quietSince < 500) {
    if (pending.size > 0) quietSince = Date.now()
    if (Date.now() > deadline) throw new Error(`${page.url()} kept loading`)
    await page.waitForTimeout(100)
  }
}

async function capture(browser: Browser, base: string, cookie: string, screens: Screen[]) {
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=')
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)]
    return { name, value, url: base, httpOnly: true, sameSite: 'Lax' as const }
  })
  const saved: string[] = []
  for (const theme of themes) {
    for (const viewport of widths) {
      for (const screen of screens) {
        const context = await browser.newContext({
          viewport,
          deviceScaleFactor: 1,
          colorScheme: theme,
          reducedMotion: 'reduce',
        })
        if (screen.signedIn) {
          await context.addCookies(cookies)
        }
        const page = await context.newPage()
        // The live-event stream never ends; every other request must finish before the shot.
        const pending = new Set<unknown>()
        page.on('request', (request) => {
          if (!request.url().includes('/api/events')) pending.add(request)
        })
        page.on('requestfinished', (request) => pending.delete(request))
        page.on('requestfailed', (request) => pending.delete(request))
        await page.goto(`${base}${screen.path}`)
        await settle(page, pending, screen.fullPage ?? false)
        if (screen.fullPage) {
          // A viewport as tall as the page, not fullPage: fixed bars then sit at its real bottom.
          const height = await page.evaluate(() => document.documentElement.scrollHeight)
          await page.setViewportSize({ width: viewport.width, height })
          await settle(page, pending, true)
        }
        const file = path.join(outDir, `${screen.name}-${viewport.width}-${theme}.png`)
        // A 256-colour palette keeps each file small; the screens are flat UI colours anyway.
        const png = await sharp(await page.screenshot())
          .png({ palette: true, quality: 90, compressionLevel: 9 })
          .toBuffer()
        writeFileSync(file, png)
        saved.push(`${path.relative(root, file)} (${Math.round(png.length / 1024)} KB)`)
        await context.close()
      }
    }
  }
  return saved
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } })
  const only = values.only?.split(',')
  if (!process.env.WEB_DIST_DIR) {
    execFileSync(process.execPath, ['scripts/build-web-if-stale.mjs'], {
      cwd: root,
      stdio: 'inherit',
    })
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'makerfolio-screenshots-'))
  mkdirSync(outDir, { recursive: true })
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined
  let browser: Browser | undefined
  try {
    seedDemo(dataDir)
    server = await startServerProcess({
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      WEB_DIST_DIR: path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist/web')),
    })
    const { cookie, screens: all } = await pickScreens(server.base)
    const screens = only ? all.filter((screen) => only.includes(screen.name)) : all
    if (screens.length === 0) throw new Error(`No screen named ${values.only}`)
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    })
    const saved = await capture(browser, server.base, cookie, screens)
    console.log(`Saved ${saved.length} screenshots:\n  ${saved.join('\n  ')}`)
  } finally {
    await browser?.close()
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
