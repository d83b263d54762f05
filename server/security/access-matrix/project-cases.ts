import { makeImage } from '@tests/factories/images'
import { multipart } from '@tests/factories/multipart'
import { uniqueProjectName } from '@tests/factories/projects'
import {
  active,
  all,
  type MatrixCase,
  type MatrixContext,
  type MatrixRequest,
  ownerOnly,
} from './roles'

async function galleryUpload(c: MatrixContext): Promise<MatrixRequest> {
  const body = await multipart({}, [
    { field: 'image', name: 'a.png', type: 'image/png', data: await makeImage({ format: 'png' }) },
  ])
  return { url: `/api/projects/${c.projectId}/gallery`, ...body }
}

async function logoUpload(c: MatrixContext): Promise<MatrixRequest> {
  const body = await multipart({}, [
    { field: 'logo', name: 'l.png', type: 'image/png', data: await makeImage({ format: 'png' }) },
  ])
  return { url: `/api/projects/${c.projectId}/logo`, ...body }
}

/** Projects: writing, bookmarks, updates, gallery, follows and co-makers. */
export const projectCases: MatrixCase[] = [
  {
    operation: 'POST /api/projects',
    request: () => ({
      url: '/api/projects',
      payload: { name: uniqueProjectName(), tagline: 'Matrix' },
    }),
    expect: active(201),
  },
  {
    operation: 'PATCH /api/projects/{id}',
    request: (c) => ({ url: `/api/projects/${c.projectId}`, payload: { tagline: 'Changed' } }),
    expect: ownerOnly(200),
  },
  {
    operation: 'PUT /api/projects/{id}',
    request: async (c) => ({
      url: `/api/projects/${await c.freshProjectId()}`,
      payload: { name: uniqueProjectName(), tagline: 'Replaced' },
    }),
    expect: ownerOnly(200),
  },
  {
    operation: 'DELETE /api/projects/{id}',
    request: async (c) => ({ url: `/api/projects/${await c.freshProjectId()}` }),
    expect: ownerOnly(204, 204),
  },
  {
    operation: 'PUT /api/projects/{id}/bookmark',
    request: (c) => ({ url: `/api/projects/${c.projectId}/bookmark` }),
    expect: active(200),
  },
  {
    operation: 'DELETE /api/projects/{id}/bookmark',
    request: (c) => ({ url: `/api/projects/${c.projectId}/bookmark` }),
    expect: active(200),
  },
  {
    operation: 'POST /api/projects/{id}/updates',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/updates`,
      payload: { content: 'Shipped', milestoneKind: 'launched' },
    }),
    expect: ownerOnly(201),
  },
  // The gallery (issue 17 §5): read as the project, managed by its makers only.
  {
    operation: 'GET /api/projects/{id}/gallery',
    request: (c) => ({ url: `/api/projects/${c.projectId}/gallery` }),
    expect: all(200),
  },
  { operation: 'POST /api/projects/{id}/gallery', request: galleryUpload, expect: ownerOnly(201) },
  { operation: 'POST /api/projects/{id}/logo', request: logoUpload, expect: ownerOnly(201) },
  {
    operation: 'PUT /api/projects/{id}/gallery/order',
    request: async (c) => ({
      url: `/api/projects/${await c.freshProjectId()}/gallery/order`,
      payload: { ids: [] },
    }),
    expect: ownerOnly(200),
  },
  // The owner passes the check and finds no such image (404); the others stop at it.
  {
    operation: 'PATCH /api/projects/{id}/gallery/{imageId}',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/gallery/00000000-0000-4000-8000-000000000000`,
      payload: { alt: 'The dashboard' },
    }),
    expect: ownerOnly(404),
  },
  {
    operation: 'DELETE /api/projects/{id}/gallery/{imageId}',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/gallery/00000000-0000-4000-8000-000000000000`,
    }),
    expect: ownerOnly(404),
  },
  // Not one's own project (400); banned members act on nothing (403).
  {
    operation: 'PUT /api/projects/{id}/follow',
    request: (c) => ({ url: `/api/projects/${c.projectId}/follow` }),
    expect: { ...active(200), owner: 400 },
  },
  {
    operation: 'DELETE /api/projects/{id}/follow',
    request: (c) => ({ url: `/api/projects/${c.projectId}/follow` }),
    expect: { ...active(200), owner: 400 },
  },
  {
    operation: 'GET /api/projects/{id}/followers',
    request: (c) => ({ url: `/api/projects/${c.projectId}/followers` }),
    expect: ownerOnly(200),
  },
  // Co-makers (issue 17 §4, decision 029). Success for makers and invitees is covered role by
  // role in server/features/projects/makers/makers-access.test.ts; here nobody is invited, so the
  // owner meets a missing member or invitation, and the owner cannot leave or hand over to
  // themselves.
  {
    operation: 'GET /api/projects/{id}/makers',
    request: (c) => ({ url: `/api/projects/${c.projectId}/makers` }),
    expect: all(200),
  },
  {
    operation: 'POST /api/projects/{id}/invitations',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/invitations`,
      payload: { username: 'nobody_has_this_name' },
    }),
    expect: ownerOnly(404),
  },
  {
    operation: 'DELETE /api/projects/{id}/invitations/{username}',
    request: (c) => ({ url: `/api/projects/${c.projectId}/invitations/nobody_has_this_name` }),
    expect: ownerOnly(404),
  },
  {
    operation: 'POST /api/projects/{id}/invitation/accept',
    request: (c) => ({ url: `/api/projects/${c.projectId}/invitation/accept` }),
    expect: active(404),
  },
  {
    operation: 'POST /api/projects/{id}/invitation/decline',
    request: (c) => ({ url: `/api/projects/${c.projectId}/invitation/decline` }),
    expect: active(404),
  },
  {
    operation: 'DELETE /api/projects/{id}/makers/{username}',
    request: (c) => ({ url: `/api/projects/${c.projectId}/makers/${c.ownerUsername}` }),
    expect: ownerOnly(400),
  },
  {
    operation: 'POST /api/projects/{id}/transfer',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/transfer`,
      payload: { username: c.ownerUsername },
    }),
    expect: ownerOnly(400),
  },
  // Verified revenue (issue 33): the owner only; co-makers are refused in
  // server/features/revenue/revenue.test.ts. Here no provider is connected: the owner reads an
  // empty state, sends a secret key (refused before any request, 400), disconnects nothing (204)
  // and has nothing to sync (404).
  {
    operation: 'GET /api/projects/{id}/revenue',
    request: (c) => ({ url: `/api/projects/${c.projectId}/revenue` }),
    expect: ownerOnly(200),
  },
  {
    operation: 'PUT /api/projects/{id}/revenue',
    request: (c) => ({
      url: `/api/projects/${c.projectId}/revenue`,
      payload: { provider: 'stripe', key: 'sk_test_matrixfullsecretkey' },
    }),
    expect: ownerOnly(400),
  },
  {
    operation: 'DELETE /api/projects/{id}/revenue',
    request: (c) => ({ url: `/api/projects/${c.projectId}/revenue` }),
    expect: ownerOnly(204),
  },
  {
    operation: 'POST /api/projects/{id}/revenue/sync',
    request: (c) => ({ url: `/api/projects/${c.projectId}/revenue/sync` }),
    expect: ownerOnly(404),
  },
]
