import { makeImage } from '@tests/factories/images'
import { multipart } from '@tests/factories/multipart'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { beforeAll, describe, expect, it } from 'vitest'

// A broken multipart body is the client's mistake: 400 (or 415 for a content type that cannot
// be read as a form) with a readable message, never a 500, and nothing is stored.
const t = useTestApp()
let member: TestUser

beforeAll(async () => {
  member = await signUp(t.app)
})

/** A well-formed body for the route, to cut or mislabel. */
async function validBody(fileField: string, textFields: Record<string, string>) {
  const image = await makeImage({ width: 400, height: 300 })
  return multipart(textFields, [
    { field: fileField, name: 'photo.jpg', type: 'image/jpeg', data: image },
  ])
}

type Malformed = { payload: Buffer | string; contentType: string }
const malformations: [string, (body: Malformed) => Malformed][] = [
  ['no boundary', (body) => ({ ...body, contentType: 'multipart/form-data' })],
  ['an empty boundary', (body) => ({ ...body, contentType: 'multipart/form-data; boundary=' })],
  [
    'a boundary over 256 characters',
    (body) => ({ ...body, contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` }),
  ],
  [
    'a boundary the body never uses',
    (body) => ({ ...body, contentType: 'multipart/form-data; boundary=nothere' }),
  ],
  [
    'a body cut in the middle of the file',
    (body) => ({
      ...body,
      payload: (body.payload as Buffer).subarray(0, (body.payload as Buffer).length - 400),
    }),
  ],
  [
    'a body cut before the closing boundary',
    (body) => ({
      ...body,
      payload: (body.payload as Buffer).subarray(0, (body.payload as Buffer).length - 10),
    }),
  ],
  [
    'a part without headers',
    (body) => {
      const boundary = body.contentType.split('boundary=')[1]
      return { ...body, payload: `--${boundary}\r\n\r\nhello\r\n--${boundary}--\r\n` }
    },
  ],
  ['an empty body', (body) => ({ ...body, payload: '' })],
]

const routes: [string, () => Promise<Malformed>][] = [
  [
    'POST /api/posts',
    async () => {
      const { payload, headers } = await validBody('images', { content: 'Hello', alt: 'A photo' })
      return { payload, contentType: headers['content-type'] }
    },
  ],
  [
    'POST /api/me/avatar',
    async () => {
      const { payload, headers } = await validBody('avatar', {})
      return { payload, contentType: headers['content-type'] }
    },
  ],
]

async function rowCounts() {
  const { rows } = await t.database.pool.query<{ posts: number; avatar: string | null }>(
    'select (select count(*)::int from posts) as posts, (select avatar_url from profiles where id = $1) as avatar',
    [member.id],
  )
  return rows[0]
}

describe('malformed multipart bodies answer 400/415 with a message', () => {
  for (const [route, build] of routes) {
    const [method, url] = route.split(' ') as ['POST', string]
    it.each(malformations)(`${route}: %s`, async (_name, malform) => {
      const before = await rowCounts()
      const { payload, contentType } = malform(await build())
      const response = await request(t.app, {
        method,
        url,
        payload,
        headers: { 'content-type': contentType },
        as: member,
      })
      expect([400, 415], response.body.slice(0, 300)).toContain(response.statusCode)
      expect(response.json().error.message).toMatch(/\w/)
      expect(await rowCounts()).toEqual(before)
    })
  }

  it('the well-formed bodies still work', async () => {
    for (const [route, build] of routes) {
      const [method, url] = route.split(' ') as ['POST', string]
      const { payload, contentType } = await build()
      const response = await request(t.app, {
        method,
        url,
        payload,
        headers: { 'content-type': contentType },
        as: member,
      })
      expect(response.statusCode, response.body.slice(0, 300)).toBe(201)
    }
  })
})
