import type { MuteRequest } from '@common/safety'
import type { FastifyInstance } from 'fastify'
import { request, type TestUser } from '../support/app'

/** Blocks (or unblocks) a member through the API. */
export async function block(
  app: FastifyInstance,
  blocker: TestUser,
  target: { username: string },
  on = true,
) {
  const response = await request(app, {
    method: on ? 'PUT' : 'DELETE',
    url: `/api/users/${target.username}/block`,
    as: blocker,
  })
  if (response.statusCode !== 200) throw new Error(`block: ${response.statusCode} ${response.body}`)
  return response.json()
}

/** Mutes a member through the API (for good and everything, unless told otherwise). */
export async function mute(
  app: FastifyInstance,
  muter: TestUser,
  target: { username: string },
  terms: Partial<MuteRequest> = {},
) {
  const response = await request(app, {
    method: 'PUT',
    url: `/api/users/${target.username}/mute`,
    as: muter,
    payload: terms,
  })
  if (response.statusCode !== 200) throw new Error(`mute: ${response.statusCode} ${response.body}`)
  return response.json()
}
