import { textTexts } from '@common/strings'
import errorsPlugin from '@server/plugins/errors'
import { signUpModerator } from '@tests/factories/moderation'
import { multipart } from '@tests/factories/multipart'
import { createPost } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { sql } from 'drizzle-orm'
import Fastify, { type InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'

// PostgreSQL cannot store U+0000 in text: every such string must be refused before SQL, with
// the field named, instead of failing inside the database as a 500.
const t = useTestApp()
let member: TestUser
let moderator: TestUser
let postId: string
let projectId: string

beforeAll(async () => {
  member = await signUp(t.app)
  moderator = await signUpModerator(t.app, t.database.db)
  postId = (await createPost(t.app, member)).id
  projectId = (await createProject(t.app, member)).id
})

const NUL = 'a\u0000b'
type Case = {
  name: string
  field: string
  send: () => InjectOptions | Promise<InjectOptions>
  as?: () => TestUser
}
const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => () => ({
  method,
  url,
  payload,
})
const get = (url: string) => () => ({ method: 'GET' as const, url })

const cases: Case[] = [
  { name: 'GET profile', field: 'username', send: get('/api/users/%00') },
  { name: 'GET profile posts', field: 'username', send: get('/api/users/a%00b/posts') },
  { name: 'GET profile projects', field: 'username', send: get('/api/users/%00/projects') },
  { name: 'GET followers', field: 'username', send: get('/api/users/%00/followers') },
  { name: 'GET following', field: 'username', send: get('/api/users/%00/following') },
  {
    name: 'PUT follow',
    field: 'username',
    send: () => ({ method: 'PUT', url: '/api/users/%00/follow' }),
  },
  { name: 'GET Atom feed', field: 'username', send: get('/%00/feed.xml') },
  { name: 'GET search', field: 'q', send: get('/api/search?q=ab%00cd') },
  {
    name: 'GET username check',
    field: 'username',
    send: get('/api/username-available?username=a%00bc'),
  },
  {
    name: 'create post (JSON)',
    field: 'content',
    send: json('POST', '/api/posts', { content: NUL }),
  },
  {
    name: 'create post (multipart content)',
    field: 'content',
    send: async () => ({
      method: 'POST',
      url: '/api/posts',
      ...(await multipart({ content: NUL })),
    }),
  },
  {
    name: 'create post (multipart alt)',
    field: 'alt.0',
    send: async () => ({
      method: 'POST',
      url: '/api/posts',
      ...(await multipart({ content: 'Hello', alt: [NUL] })),
    }),
  },
  {
    name: 'comment',
    field: 'content',
    send: () => json('POST', `/api/posts/${postId}/comments`, { content: NUL })(),
  },
  { name: 'profile name', field: 'name', send: json('PATCH', '/api/me/profile', { name: NUL }) },
  { name: 'profile bio', field: 'bio', send: json('PATCH', '/api/me/profile', { bio: NUL }) },
  {
    name: 'profile location',
    field: 'location',
    send: json('PATCH', '/api/me/profile', { location: NUL }),
  },
  {
    name: 'profile username',
    field: 'username',
    send: json('PATCH', '/api/me/profile', { username: 'abc\u0000def' }),
  },
  {
    name: 'profile avatar',
    field: 'avatarUrl',
    send: json('PATCH', '/api/me/profile', { avatarUrl: `/media/${NUL}` }),
  },
  {
    name: 'about',
    field: 'description',
    send: json('PUT', '/api/me/about', { description: NUL }),
  },
  { name: 'links', field: 'twitter', send: json('PUT', '/api/me/links', { twitter: NUL }) },
  {
    name: 'project name',
    field: 'name',
    send: json('POST', '/api/projects', { name: NUL, tagline: 'Fine' }),
  },
  {
    name: 'project tagline',
    field: 'tagline',
    send: json('POST', '/api/projects', { name: 'Nul tagline', tagline: NUL }),
  },
  {
    name: 'project description',
    field: 'description',
    send: json('POST', '/api/projects', { name: 'Nul text', tagline: 'Fine', description: NUL }),
  },
  {
    name: 'project category',
    field: 'category',
    send: json('POST', '/api/projects', { name: 'Nul category', tagline: 'Fine', category: NUL }),
  },
  {
    name: 'project tech stack',
    field: 'techStack.0',
    send: json('POST', '/api/projects', { name: 'Nul stack', tagline: 'Fine', techStack: [NUL] }),
  },
  {
    name: 'project edit',
    field: 'name',
    send: () => json('PATCH', `/api/projects/${projectId}`, { name: NUL })(),
  },
  { name: 'feedback', field: 'message', send: json('POST', '/api/feedback', { message: NUL }) },
  {
    name: 'report',
    field: 'id',
    send: json('POST', '/api/reports', { type: 'post', id: NUL, reason: 'spam' }),
  },
  {
    name: 'report note',
    field: 'note',
    send: json('POST', '/api/reports', {
      type: 'post',
      id: '00000000-0000-4000-8000-000000000000',
      reason: 'other',
      note: NUL,
    }),
  },
  {
    name: 'moderation action',
    field: 'id',
    send: json('POST', '/api/moderation/actions', { action: 'dismiss', type: 'post', id: NUL }),
    as: () => moderator,
  },
  {
    name: 'change email',
    field: 'newEmail',
    send: json('POST', '/api/me/email', { newEmail: `a\u0000b@example.com` }),
  },
]

describe('a NUL character is refused with 400 naming the field', () => {
  it.each(cases)('$name', async ({ field, send, as }) => {
    const response = await request(t.app, { ...(await send()), as: as?.() ?? member })
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400)
    const { error } = response.json()
    expect(error.fields?.[field], response.body.slice(0, 300)).toBe(textTexts.noNul)
  })
})

describe('auth routes answer 400 for a NUL character, never 500', () => {
  const auth: [string, string, object][] = [
    [
      'sign-up name',
      '/api/auth/sign-up/email',
      { email: 'n1@example.com', password: 'secret123', name: NUL },
    ],
    [
      'sign-up email',
      '/api/auth/sign-up/email',
      { email: `${NUL}@example.com`, password: 'secret123', name: 'nul_user' },
    ],
    [
      'sign-in email',
      '/api/auth/sign-in/email',
      { email: `${NUL}@example.com`, password: 'secret123' },
    ],
    [
      'password reset',
      '/api/auth/request-password-reset',
      { email: `${NUL}@example.com`, redirectTo: '/reset-password' },
    ],
  ]
  it.each(auth)('%s', async (_name, url, payload) => {
    const response = await request(t.app, { method: 'POST', url, payload })
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400)
  })
})

describe('the error handler, for a NUL that reaches SQL some other way', () => {
  it('answers 400, not 500, when PostgreSQL refuses it (plain or wrapped by Drizzle)', async () => {
    const app = Fastify({ logger: false })
    await app.register(errorsPlugin)
    app.get('/pool', async () => t.database.pool.query('select $1::text', [NUL]))
    app.get('/drizzle', async () => t.database.db.execute(sql`select ${NUL}::text`))
    for (const url of ['/pool', '/drizzle']) {
      const response = await app.inject({ url })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().error).toEqual({ code: 'bad_request', message: textTexts.noNul })
    }
    await app.close()
  })
})
