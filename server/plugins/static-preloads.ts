import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

/**
 * The screen module (a key of the Vite manifest) that web/router.tsx lazy-loads for a path, or
 * null when the path is not one this knows. Mirrors the router's paths; a miss only costs the
 * preload, never the page.
 */
export function screenModuleFor(pathname: string, has: (key: string) => boolean): string | null {
  const segments = pathname.split('/').filter(Boolean)
  const [first, second, third] = segments
  const screen = (name: string) => (has(`routes/${name}.tsx`) ? `routes/${name}.tsx` : null)
  if (!first) return screen('landing')
  if (segments.length > 3) return null
  if (first === 'settings') return second ? screen(`settings-${second}`) : screen('settings')
  if (first === 'post' && second) return screen('post')
  if (first === 'tag' && second) return screen('tag')
  if (first === 'project' && second === 'create') return screen('project-create')
  if (first === 'project' && second)
    return third === 'edit' ? screen('project-edit') : screen('project')
  if (second === 'followers' || second === 'following') return screen(`profile-${second}`)
  if (second) return null
  // A single segment is a screen of that name (login, feed, ...) or else a member's profile.
  return screen(first) ?? screen('profile')
}

/**
 * `<link rel="modulepreload">` tags for the chunks of the screen at a path, read from the build's
 * manifest (`build.manifest` in vite.config.ts). Without them the browser discovers a screen's
 * chunks only after the entry script has run: one more round trip before anything shows.
 */
export function createScreenPreloads(webDistDir: string): (pathname: string) => string {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return () => ''
  const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into
    into.add(key)
    for (const imported of manifest[key].imports ?? []) closure(imported, into)
    return into
  }
  // index.html already preloads the entry and its static imports.
  const entryKeys = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryKeys)
  const tagsByScreen = new Map<string, string>()
  return (pathname) => {
    const screen = screenModuleFor(pathname, (key) => key in manifest)
    if (!screen) return ''
    let tags = tagsByScreen.get(screen)
    if (tags === undefined) {
      tags = [...closure(screen)]
        .filter((key) => !entryKeys.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
        .join('')
      tagsByScreen.set(screen, tags)
    }
    return tags
  }
}
