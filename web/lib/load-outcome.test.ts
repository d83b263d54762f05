import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { decideLoadOutcome, type LoadRules } from './load-outcome'

type Item = { id: string; isOwner: boolean }

const toast = { title: 'Error', description: 'Could not load project', id: 'load-failed' }
const banned = new ApiError(403, 'banned', 'This profile was removed')
const missing = new ApiError(404, 'not_found', 'Not found')
const malformedId = new ApiError(400, 'validation', 'Invalid id')
const serverDown = new ApiError(503, 'unavailable', 'Try later')
const offline = new TypeError('Failed to fetch')

// The rules the screens use: the spec's routes table and its error-message table.
const screens: Record<string, LoadRules<Item>> = {
  post: { missing: { show: 'inPlace' }, failed: { show: 'inPlace' } },
  project: { missing: { show: 'notFound', toast }, failed: { show: 'notFound', toast } },
  projectEdit: {
    missing: { show: 'notFound', toast },
    failed: { show: 'inPlace', toast },
    redirectLoaded: (item) => (item.isOwner ? null : `/project/${item.id}`),
  },
  profile: { missing: { show: 'notFound' }, failed: { show: 'errorBoundary' } },
  connections: { missing: { show: 'notFound' }, failed: { show: 'inPlace', toast } },
}

const outcome = (screen: string, error: unknown, data?: Item) => {
  const rules = screens[screen]
  if (!rules) throw new Error(`no rules for ${screen}`)
  return decideLoadOutcome({ data, error }, rules)
}

describe('decideLoadOutcome', () => {
  it('sends every screen to /banned for a banned owner, with no toast', () => {
    for (const screen of Object.keys(screens)) {
      expect(outcome(screen, banned), screen).toEqual({
        problem: 'banned',
        redirectTo: '/banned',
        toast: null,
        throwToBoundary: false,
      })
    }
  })

  it('treats a malformed id (400) like a missing item', () => {
    for (const screen of Object.keys(screens)) {
      expect(outcome(screen, malformedId), screen).toEqual(outcome(screen, missing))
    }
  })

  it('shows a missing post in place and sends missing projects and profiles to /404', () => {
    expect(outcome('post', missing)).toMatchObject({ problem: 'missing', redirectTo: null })
    for (const screen of ['project', 'projectEdit', 'profile', 'connections']) {
      expect(outcome(screen, missing), screen).toMatchObject({
        problem: 'missing',
        redirectTo: '/404',
      })
    }
    expect(outcome('project', missing).toast).toEqual(toast)
    expect(outcome('profile', missing).toast).toBeNull()
  })

  it('reacts to a server or network failure as each screen says', () => {
    for (const error of [serverDown, offline]) {
      expect(outcome('post', error)).toMatchObject({ problem: 'failed', redirectTo: null })
      expect(outcome('project', error)).toMatchObject({ redirectTo: '/404', toast })
      expect(outcome('projectEdit', error)).toMatchObject({ redirectTo: null, toast })
      expect(outcome('connections', error)).toMatchObject({ redirectTo: null, toast })
    }
  })

  it('hands a failed first profile load to the error screen, but keeps a shown profile', () => {
    expect(outcome('profile', serverDown).throwToBoundary).toBe(true)
    const shown = { id: 'p1', isOwner: false }
    expect(outcome('profile', serverDown, shown)).toMatchObject({
      problem: 'failed',
      redirectTo: null,
      throwToBoundary: false,
    })
  })

  it('does nothing while loading or once loaded, unless the loaded item is not for this screen', () => {
    const nothing = { problem: null, redirectTo: null, toast: null, throwToBoundary: false }
    for (const screen of Object.keys(screens)) {
      expect(outcome(screen, null), screen).toEqual(nothing)
      expect(outcome(screen, null, { id: 'p1', isOwner: true }), screen).toEqual(nothing)
    }
    expect(outcome('projectEdit', null, { id: 'p1', isOwner: false })).toEqual({
      ...nothing,
      redirectTo: '/project/p1',
    })
  })
})
