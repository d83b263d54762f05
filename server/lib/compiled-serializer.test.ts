import { commentSchema } from '@common/comments'
import { notificationSchema } from '@common/notifications'
import { pageSchema } from '@common/pagination'
import { searchResultsSchema } from '@common/search'
import type { FastifyRouteSchemaDef } from 'fastify/types/schema'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { compiledSerializerCompiler } from './compiled-serializer'

const route = (schema: z.ZodType, httpStatus = '200') =>
  ({ schema, method: 'GET', url: '/x', httpStatus }) as FastifyRouteSchemaDef<z.ZodType>

/** The same bytes as the zod serializer every other route uses: what clients rely on. */
function expectSameBytes(schema: z.ZodType, data: unknown) {
  const compiled = compiledSerializerCompiler(route(schema))(data)
  expect(compiled).toBe(zodSerializerCompiler(route(schema))(data))
  return compiled
}

// Every construct the post and comment schemas use: nullable scalars, objects and arrays of
// objects, a nullable object holding a nullable union and an enum.
const itemSchema = z.object({
  id: z.string(),
  author: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  tags: z.array(z.string()),
  images: z.array(z.object({ url: z.string(), width: z.number().int(), alt: z.string() })),
  update: z
    .object({
      kind: z.enum(['launched', 'users']),
      value: z.number().int().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
  count: z.number().int(),
  liked: z.boolean(),
})

const awkward = [
  '',
  'plain',
  'quote " backslash \\ slash / tab \t newline \n return \r',
  'control \u0000 \u001f \u007f',
  'unicode é ✓ 🎉 and a lone surrogate \ud800 and \udfff',
  'separators \u2028 \u2029',
  'long '.repeat(2000),
]

describe('compiledSerializerCompiler', () => {
  it('writes the same bytes as zod for every kind of value the schemas hold', () => {
    const items = awkward.map((text, i) => ({
      id: text,
      author: { name: text, avatarUrl: i % 2 ? null : text },
      tags: [text, 'x'],
      images: i % 3 ? [] : [{ url: text, width: 2048, alt: text }],
      update: [
        null,
        { kind: 'users', value: 100, note: null },
        { kind: 'launched', value: null, note: text },
      ][i % 3],
      count: i * 1_000_003,
      liked: i % 2 === 0,
    }))
    expectSameBytes(pageSchema(itemSchema), { items, nextCursor: null })
    expectSameBytes(pageSchema(itemSchema), { items: [], nextCursor: 'abc' })
  })

  it('writes a comment page as zod does', () => {
    const comment = (i: number) => ({
      id: `c${i}`,
      postId: 'p',
      parentId: i % 2 ? null : 'c0',
      // Every fifth a tombstone (no author, no text), as a deleted comment with replies is.
      author:
        i % 5 === 4 ? null : { id: 'u', username: 'ada', name: 'Ada "L" 🎉', avatarUrl: null },
      content: i % 5 === 4 ? '' : awkward[i % awkward.length]!,
      createdAt: new Date(1_700_000_000_000 + i).toISOString(),
      // Every third edited once (decision 039).
      editedAt: i % 3 === 1 ? new Date(1_700_000_100_000 + i).toISOString() : null,
      likesCount: i,
      likedByMe: i % 2 === 1,
      deleted: i % 5 === 4,
    })
    const items = Array.from({ length: 20 }, (_, i) => comment(i))
    expectSameBytes(pageSchema(commentSchema), { items, nextCursor: 'next' })
  })

  it('writes search results (offsets as pairs) and a notifications page as zod does', () => {
    const author = (i: number) => ({
      id: `u${i}`,
      username: `maker${i}`,
      name: awkward[i % awkward.length]!,
      avatarUrl: i % 2 ? null : '/uploads/a.webp',
    })
    const posts = awkward.map((content, i) => ({
      id: `p${i}`,
      content,
      highlights:
        i % 2
          ? []
          : [
              [0, 1],
              [3, 7],
            ],
      createdAt: new Date(1_700_000_000_000 + i).toISOString(),
      author: author(i),
    }))
    expectSameBytes(searchResultsSchema, {
      people: [author(1), author(2)],
      projects: [{ id: 'x', name: 'Pulse', tagline: awkward[2]!, logoUrl: null, category: null }],
      posts,
      more: { people: false, projects: true, posts: true },
    })
    const notification = (i: number) => ({
      id: `n${i}`,
      type: ['like', 'follow', 'comment'][i % 3]!,
      isRead: i % 2 === 0,
      createdAt: new Date(1_700_000_000_000 + i).toISOString(),
      actor: author(i),
      postId: i % 3 === 1 ? null : 'p',
      projectId: null,
      projectName: i % 5 === 0 ? awkward[i % awkward.length]! : null,
      commentId: i % 3 === 2 ? 'c' : null,
      target: '/post/p',
      actorCount: i + 1,
      actors: [author(i), author(i + 1)].slice(0, 1 + (i % 2)),
      quote: i % 3 === 2 ? awkward[i % awkward.length]! : null,
      actorFollowedByMe: i % 4 === 0,
      launch:
        i % 7 === 0
          ? {
              id: 'l',
              projectName: awkward[i % awkward.length]!,
              rank: i % 2 ? { place: 2, period: 'week' as const } : null,
            }
          : null,
    })
    const items = Array.from({ length: 21 }, (_, i) => notification(i))
    expectSameBytes(pageSchema(notificationSchema), { items, nextCursor: 'next' })
  })

  it('leaves out keys the schema does not name, as zod does', () => {
    const written = expectSameBytes(z.object({ id: z.string() }), { id: 'a', secret: 'b' })
    expect(written).toBe('{"id":"a"}')
  })

  it('refuses an answer missing a field (the route answers 500, as with zod)', () => {
    const serialize = compiledSerializerCompiler(route(z.object({ id: z.string() })))
    expect(() => serialize({})).toThrow()
  })

  it('keeps zod for other statuses', () => {
    const schema = z.object({ error: z.string() })
    expect(() => compiledSerializerCompiler(route(schema, '400'))({ error: 1 })).toThrow()
  })
})
