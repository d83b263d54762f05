import { signUpModerator } from '@tests/factories/moderation'
import { createPost } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { beforeAll, describe, expect, it } from 'vitest'

// A cursor is opaque base64 of `timestamp|id`; a forged one with a date that does not exist
// must be refused before SQL (PostgreSQL would fail the cast, a 500), on every list.
const t = useTestApp()
let member: TestUser
let moderator: TestUser
let postId: string
let projectId: string

beforeAll(async () => {
  member = await signUp(t.app)
  moderator = await signUpModerator(t.app, t.database.db)
  postId = (await createPost(t.app, member, { content: 'Hello #launch' })).id
  projectId = (await createProject(t.app, member)).id
})

const lists: [string, () => string, () => TestUser][] = [
  ['feed (everyone)', () => '/api/posts?', () => member],
  ['feed (following)', () => '/api/posts?feed=following&', () => member],
  ['tag', () => '/api/tags/launch/posts?', () => member],
  ["a member's posts", () => `/api/users/${member.username}/posts?`, () => member],
  ["a member's projects", () => `/api/users/${member.username}/projects?`, () => member],
  ['followers', () => `/api/users/${member.username}/followers?`, () => member],
  ['following', () => `/api/users/${member.username}/following?`, () => member],
  ['comments', () => `/api/posts/${postId}/comments?`, () => member],
  ['project mentions', () => `/api/projects/${projectId}/mentions?`, () => member],
  ['saved posts', () => '/api/me/saved/posts?', () => member],
  ['saved projects', () => '/api/me/saved/projects?', () => member],
  ['notifications', () => '/api/notifications?', () => member],
  ['moderation queue', () => '/api/moderation/reports?', () => moderator],
  ['moderation history', () => '/api/moderation/history?', () => moderator],
  ['failed jobs', () => '/api/moderation/jobs/failed?', () => moderator],
  ['security log', () => '/api/me/security-log?', () => member],
]

const ID = '0b5c3c8e-6a1f-4d0e-9f4e-2b8a7d1c3e5f'
const forged = [
  `2024-02-30T00:00:00Z|${ID}`,
  `2024-13-01T00:00:00Z|${ID}`,
  `0000-00-00T00:00:00Z|${ID}`,
  `0000-01-01T00:00:00Z|${ID}`,
  `2023-02-29T12:00:00.5Z|${ID}`,
  `2024-06-31T00:00:00Z|${ID}`,
  `2024-01-01T25:00:00Z|${ID}`,
  `2024-01-01T12:61:00Z|${ID}`,
]
const encodings: [string, (raw: string) => string][] = [
  ['base64url', (raw) => Buffer.from(raw).toString('base64url')],
  ['base64', (raw) => encodeURIComponent(Buffer.from(raw).toString('base64'))],
]

describe('a cursor with an impossible date answers 400 "Invalid cursor" on every list', () => {
  it.each(lists)('%s', async (_name, url, as) => {
    for (const raw of forged) {
      for (const [encoding, encode] of encodings) {
        const response = await request(t.app, { url: `${url()}cursor=${encode(raw)}`, as: as() })
        const context = `${raw} (${encoding}): ${response.body.slice(0, 200)}`
        expect(response.statusCode, context).toBe(400)
        expect(response.json().error.message, context).toBe('Invalid cursor')
      }
    }
  })
})

describe('real dates still page', () => {
  it('accepts a leap day and a cursor the server made', async () => {
    const leapDay = Buffer.from(`2024-02-29T23:59:59.999999Z|${ID}`).toString('base64url')
    const response = await request(t.app, { url: `/api/posts?cursor=${leapDay}`, as: member })
    expect(response.statusCode).toBe(200)
    await createPost(t.app, member)
    const first = await request(t.app, { url: '/api/posts?limit=1', as: member })
    const { nextCursor } = first.json()
    expect(nextCursor).toEqual(expect.any(String))
    const next = await request(t.app, {
      url: `/api/posts?limit=1&cursor=${nextCursor}`,
      as: member,
    })
    expect(next.statusCode).toBe(200)
    expect(next.json().items).toHaveLength(1)
  })
})
