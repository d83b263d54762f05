import { notifications } from '@server/db/schema'
import { makeImage } from '@tests/factories/images'
import { openLaunchDirectly, scheduleLaunch } from '@tests/factories/launches'
import { makeModerator } from '@tests/factories/moderation'
import { multipart } from '@tests/factories/multipart'
import { banDirectly, createComment, createPost } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accessMatrix, type MatrixContext, type Role, roles } from './access-matrix'

const t = useTestApp()
let ctx: MatrixContext
let actors: Record<Exclude<Role, 'visitor'>, TestUser>

async function actorFor(role: Exclude<Role, 'visitor'>): Promise<TestUser> {
  const user = await signUp(t.app)
  if (role === 'banned') await banDirectly(t.database.db, user.id)
  if (role === 'moderator') await makeModerator(t.database.db, user.id)
  return user
}

beforeAll(async () => {
  actors = {
    owner: await actorFor('owner'),
    member: await actorFor('member'),
    banned: await actorFor('banned'),
    moderator: await actorFor('moderator'),
  }
  const owner = actors.owner
  const post = await createPost(t.app, owner, { content: 'The owner post #launch' })
  const comment = await createComment(t.app, owner, post.id)
  const project = await createProject(t.app, owner)
  const liker = await signUp(t.app)
  await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like`, as: liker })
  const [notification] = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, owner.id))
  ctx = {
    ownerUsername: owner.username,
    postId: post.id,
    commentId: comment.id,
    projectId: project.id,
    notificationId: notification!.id,
    freshPostId: async () => (await createPost(t.app, owner)).id,
    freshCommentId: async () => (await createComment(t.app, owner, post.id)).id,
    freshProjectId: async () => (await createProject(t.app, owner)).id,
    freshLaunchId: async ({ live = false } = {}) => {
      const launch = await scheduleLaunch(t.app, owner, (await createProject(t.app, owner)).id)
      if (live) await openLaunchDirectly(t.database.db, launch.id)
      return launch.id
    },
    freshDraftId: async ({ withImage = false } = {}) => {
      const draft = await request(t.app, {
        method: 'POST',
        url: '/api/drafts',
        as: owner,
        payload: { content: 'A draft' },
      })
      const id = (draft.json() as { id: string }).id
      if (withImage) {
        const body = await multipart({}, [
          {
            field: 'images',
            name: 'a.png',
            type: 'image/png',
            data: await makeImage({ format: 'png' }),
          },
        ])
        await request(t.app, {
          method: 'POST',
          url: `/api/drafts/${id}/images`,
          as: owner,
          ...body,
        })
      }
      return id
    },
  }
})

describe('access control matrix', () => {
  it('lists every documented API operation', async () => {
    const spec = (await request(t.app, { url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>
    }
    const documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const inTable = accessMatrix.map((row) => row.operation)
    expect(documented.filter((operation) => !inTable.includes(operation))).toEqual([])
    expect(inTable.filter((operation) => !documented.includes(operation))).toEqual([])
  })

  for (const row of accessMatrix) {
    it(`${row.operation}: ${roles.map((role) => `${role} ${row.expect[role]}`).join(', ')}`, async () => {
      const outcomes: Partial<Record<Role, number>> = {}
      for (const role of roles) {
        const as =
          role === 'visitor' ? undefined : row.freshActor ? await actorFor(role) : actors[role]
        const { url, payload, headers } = await row.request(ctx)
        const method = row.operation.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
        const response = await request(t.app, {
          method,
          url,
          payload: payload as never,
          headers,
          as,
        })
        outcomes[role] = response.statusCode
        expect(response.statusCode, `${role}: ${response.body.slice(0, 200)}`).toBeLessThan(500)
        // API answers depend on the session: no browser or shared cache may keep any of them.
        if (url.startsWith('/api/')) {
          expect(response.headers['cache-control'], `${role}: Cache-Control`).toBe('no-store')
        }
      }
      expect(outcomes).toEqual(row.expect)
    })
  }
})
