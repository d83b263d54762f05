import { makeModerator } from '@tests/factories/moderation'
import { createComment, createPost } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

const t = useTestApp()
let member: TestUser
let moderator: TestUser
let ids: { postId: string; commentId: string; projectId: string }

/** Every table's content as one hash each: a rejected request must leave all of them unchanged. */
async function snapshot() {
  const { rows } = await t.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%' order by 1`,
  )
  const hashes: Record<string, string> = {}
  for (const { table_name } of rows) {
    const result = await t.database.pool.query(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table_name}" t`,
    )
    hashes[table_name] = result.rows[0].h
  }
  return hashes
}

// Strings that break naive code: emoji, RTL, zero-width, NUL, combining marks, markup, SQL.
const nastyString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '💥🚀👩🏽‍💻',
    '\u202Eevil\u202C',
    'zero\u200Bwidth',
    'nul\u0000byte',
    'e\u0301\u0301\u0301',
    "'; drop table posts; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    'x'.repeat(20_000),
  ),
)
const hostileValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
)
const hostileBody = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'content',
      'parentId',
      'name',
      'tagline',
      'username',
      'bio',
      'description',
      'twitter',
      'type',
      'id',
      'message',
      'newEmail',
      'confirm',
      'action',
      'mrr',
      'userCount',
      'websiteUrl',
      'extra',
    ),
    hostileValue,
    { maxKeys: 5 },
  ),
  fc.array(hostileValue, { maxLength: 3 }),
  nastyString,
)

beforeAll(async () => {
  member = await signUp(t.app)
  moderator = await signUp(t.app)
  await makeModerator(t.database.db, moderator.id)
  const post = await createPost(t.app, member)
  ids = {
    postId: post.id,
    commentId: (await createComment(t.app, member, post.id)).id,
    projectId: (await createProject(t.app, member)).id,
  }
})

const targets: [string, 'POST' | 'PUT' | 'PATCH' | 'DELETE', () => string, () => TestUser][] = [
  ['create post', 'POST', () => '/api/posts', () => member],
  ['comment', 'POST', () => `/api/posts/${ids.postId}/comments`, () => member],
  ['create project', 'POST', () => '/api/projects', () => member],
  ['edit project', 'PATCH', () => `/api/projects/${ids.projectId}`, () => member],
  ['edit profile', 'PATCH', () => '/api/me/profile', () => member],
  ['about', 'PUT', () => '/api/me/about', () => member],
  ['links', 'PUT', () => '/api/me/links', () => member],
  ['report', 'POST', () => '/api/reports', () => moderator],
  ['feedback', 'POST', () => '/api/feedback', () => member],
  ['change email', 'POST', () => '/api/me/email', () => member],
  ['delete account', 'DELETE', () => '/api/me', () => member],
  ['moderation action', 'POST', () => '/api/moderation/actions', () => moderator],
  ['sign up', 'POST', () => '/api/auth/sign-up/email', () => member],
]

describe('hostile input never causes a 500 or a partial write', () => {
  for (const [name, method, url, as] of targets) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody, async (body) => {
          const before = await snapshot()
          const response = await request(t.app, {
            method,
            url: url(),
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
            as: as(),
          })
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500)
          if (response.statusCode >= 400) {
            expect(response.json().error.message).toEqual(expect.any(String))
            expect(await snapshot()).toEqual(before)
          }
        }),
        { numRuns: 25, seed: 20261122 },
      )
    })
  }

  it.each([
    ['malformed JSON', '{"content": "x"', 'application/json', 400],
    ['a wrong content type', '<content>x</content>', 'application/xml', 415],
  ])('rejects %s', async (_name, payload, contentType, status) => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/posts',
      payload,
      headers: { 'content-type': contentType },
      as: member,
    })
    expect(response.statusCode).toBe(status)
  })

  it('refuses a 10,000-character username', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'long@example.com', password: 'secret123', name: 'a'.repeat(10_000) },
    })
    expect(response.statusCode).toBe(400)
  })
})
