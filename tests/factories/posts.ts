import type { Comment } from '@common/comments'
import type { Post } from '@common/posts'
import type { Db } from '@server/db/client'
import { profiles, reports } from '@server/db/schema'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { request, type TestUser } from '../support/app'
import { multipart } from './multipart'

/** The ids of the Everyone feed's first 50 posts as this member sees them. */
export async function feedPostIds(app: FastifyInstance, viewer: TestUser): Promise<string[]> {
  const response = await request(app, { url: '/api/posts?limit=50', as: viewer })
  return (response.json().items as Post[]).map((post) => post.id)
}

/** Creates a post through the API (text only, or with images as JPEG files). */
export async function createPost(
  app: FastifyInstance,
  author: TestUser,
  input: { content?: string; images?: Buffer[]; alt?: string[] } = {},
): Promise<Post> {
  const content = input.content ?? `Post ${Math.random().toString(36).slice(2)}`
  const body = input.images?.length
    ? await multipart(
        { content, alt: input.alt ?? [] },
        input.images.map((data, index) => ({
          field: 'images',
          name: `photo${index}.jpg`,
          type: 'image/jpeg',
          data,
        })),
      )
    : { payload: { content }, headers: {} }
  const response = await request(app, { method: 'POST', url: '/api/posts', as: author, ...body })
  if (response.statusCode !== 201)
    throw new Error(`createPost: ${response.statusCode} ${response.body}`)
  return response.json()
}

export async function createComment(
  app: FastifyInstance,
  author: TestUser,
  postId: string,
  input: { content?: string; parentId?: string } = {},
): Promise<Comment> {
  const response = await request(app, {
    method: 'POST',
    url: `/api/posts/${postId}/comments`,
    as: author,
    payload: { content: input.content ?? 'Nice one', parentId: input.parentId },
  })
  if (response.statusCode !== 201)
    throw new Error(`createComment: ${response.statusCode} ${response.body}`)
  return response.json()
}

/** Files a report straight in the database; the reports triggers recount report_count. */
export async function reportDirectly(
  db: Db,
  reporterId: string,
  type: 'post' | 'comment',
  id: string,
) {
  await db.insert(reports).values({ userId: reporterId, reportedType: type, reportedId: id })
}

export async function banDirectly(db: Db, userId: string, banned = true) {
  await db.update(profiles).set({ banned }).where(eq(profiles.id, userId))
}
