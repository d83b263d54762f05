import type { FollowState } from '@common/follows'
import type { FastifyInstance } from 'fastify'
import { cookieFrom, request, type TestUser } from '../support/app'
import { makeImage } from './images'
import { multipart } from './multipart'

export async function follow(
  app: FastifyInstance,
  follower: TestUser,
  target: { username: string },
): Promise<FollowState> {
  const response = await request(app, {
    method: 'PUT',
    url: `/api/users/${target.username}/follow`,
    as: follower,
  })
  if (response.statusCode !== 200)
    throw new Error(`follow: ${response.statusCode} ${response.body}`)
  return response.json()
}

/** Uploads an avatar (a JPEG by default) and returns the response. */
export async function uploadAvatar(
  app: FastifyInstance,
  member: TestUser,
  file: { data?: Buffer; type?: string; field?: string } = {},
) {
  const data = file.data ?? (await makeImage({ width: 900, height: 700 }))
  const body = await multipart({}, [
    { field: file.field ?? 'avatar', name: 'avatar.jpg', type: file.type ?? 'image/jpeg', data },
  ])
  return request(app, { method: 'POST', url: '/api/me/avatar', as: member, ...body })
}

/** A second session of the same member, as from another browser. */
export async function signInAgain(app: FastifyInstance, member: TestUser, password?: string) {
  const response = await request(app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: member.email, password: password ?? member.password },
  })
  return {
    ...member,
    cookie: cookieFrom(response.headers['set-cookie']),
    status: response.statusCode,
  }
}
