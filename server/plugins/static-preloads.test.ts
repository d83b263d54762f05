import { describe, expect, it } from 'vitest'
import { screenModuleFor } from './static-preloads'

const screens = [
  'landing',
  'login',
  'feed',
  'post',
  'tag',
  'project',
  'project-create',
  'project-edit',
  'profile',
  'profile-followers',
  'profile-following',
  'settings',
  'settings-account',
]
const has = (key: string) => screens.some((name) => key === `routes/${name}.tsx`)

describe('the screen module for a path (mirrors web/router.tsx)', () => {
  it.each([
    ['/', 'landing'],
    ['/login', 'login'],
    ['/feed', 'feed'],
    ['/post/abc', 'post'],
    ['/tag/buildinpublic', 'tag'],
    ['/project/create', 'project-create'],
    ['/project/p1', 'project'],
    ['/project/p1/edit', 'project-edit'],
    ['/adalovelace', 'profile'],
    ['/adalovelace/', 'profile'],
    ['/adalovelace/followers', 'profile-followers'],
    ['/adalovelace/following', 'profile-following'],
    ['/settings', 'settings'],
    ['/settings/account', 'settings-account'],
  ])('%s is the %s screen', (pathname, screen) => {
    expect(screenModuleFor(pathname, has)).toBe(`routes/${screen}.tsx`)
  })

  it.each(['/settings/nothing-here', '/adalovelace/likes', '/a/b/c/d'])(
    '%s has no known screen',
    (pathname) => {
      expect(screenModuleFor(pathname, has)).toBeNull()
    },
  )
})
