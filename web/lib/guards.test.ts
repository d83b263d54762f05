import type { Me } from '@common/auth'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requireMember, requireMemberElseHome, requireModerator, requireVisitor } from './guards'
import { queryClient } from './query-client'
import { loadMe, meQueryKey } from './session'

const member: Me = {
  id: 'u1',
  email: 'ada@example.com',
  username: 'ada',
  name: 'Ada',
  avatarUrl: null,
  role: 'member',
  banned: false,
}

/** GET /api/me answers `me` (200), 401 for a visitor, or `status` with no body. */
function session(me: Me | null | number) {
  const fetch = vi.fn(async () => {
    if (typeof me === 'number') return new Response(null, { status: me })
    if (me === null) {
      const body = { error: { code: 'unauthorized', message: 'Sign in' } }
      return new Response(JSON.stringify(body), { status: 401 })
    }
    return new Response(JSON.stringify(me), { status: 200 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** Where a guard sends the browser, or null when it lets the screen open. */
async function destination(guard: () => Promise<null>) {
  try {
    return await guard()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location')
    throw thrown
  }
}

beforeEach(() => queryClient.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('route guards', () => {
  it('send visitors to log in (or home for project forms) and let members in', async () => {
    session(null)
    expect(await destination(requireMember)).toBe('/login')
    expect(await destination(requireMemberElseHome)).toBe('/')
    expect(await destination(requireModerator)).toBe('/login')
    expect(await destination(requireVisitor)).toBeNull()

    queryClient.clear()
    session(member)
    expect(await destination(requireMember)).toBeNull()
    expect(await destination(requireMemberElseHome)).toBeNull()
    expect(await destination(requireVisitor)).toBe('/feed')
  })

  it('show members the 404 page for moderation, and let moderators in', async () => {
    session(member)
    expect(await destination(requireModerator)).toBe('/404')
    queryClient.clear()
    session({ ...member, role: 'moderator' })
    expect(await destination(requireModerator)).toBeNull()
  })

  it('reuse a fresh session answer instead of asking again on every screen', async () => {
    const fetch = session(member)
    await requireMember()
    await requireVisitor().catch(() => null)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('ask again once the answer is stale, and see a session that ended', async () => {
    session(member)
    await requireMember()
    await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'none' })
    session(null)
    expect(await destination(requireMember)).toBe('/login')
  })

  it('keep the last known session when the server cannot answer', async () => {
    session(member)
    await loadMe()
    await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'none' })
    const fetch = session(503)
    // A 5xx is retried with back-off: run those timers instead of waiting for them.
    vi.useFakeTimers()
    const loading = loadMe()
    await vi.runAllTimersAsync()
    await expect(loading).resolves.toEqual(member)
    expect(fetch.mock.calls.length).toBeGreaterThan(1)
  })
})
