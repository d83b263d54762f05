import type { Post } from '@common/posts'
import type { FastifyInstance } from 'fastify'
import { request, type TestUser } from '../support/app'

/** Posts an update of a project through the API (JSON: text and milestone fields). */
export function postUpdate(
  app: FastifyInstance,
  author: TestUser | undefined,
  projectId: string,
  fields: Record<string, unknown> = {},
) {
  return request(app, {
    method: 'POST',
    url: `/api/projects/${projectId}/updates`,
    as: author,
    payload: { content: `Update ${Math.random().toString(36).slice(2)}`, ...fields },
  })
}

/** As postUpdate, for tests where it must succeed. */
export async function createUpdate(
  app: FastifyInstance,
  author: TestUser,
  projectId: string,
  fields: Record<string, unknown> = {},
): Promise<Post> {
  const response = await postUpdate(app, author, projectId, fields)
  if (response.statusCode !== 201)
    throw new Error(`createUpdate: ${response.statusCode} ${response.body}`)
  return response.json()
}
