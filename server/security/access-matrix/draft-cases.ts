import { makeImage } from '@tests/factories/images'
import { multipart } from '@tests/factories/multipart'
import { active, type MatrixCase, ownerOnlyDraft } from './roles'

/** Drafts and scheduled posts. */
export const draftCases: MatrixCase[] = [
  // Drafts and scheduled posts (decision 030): the author's alone; anyone else's draft is
  // missing to them (404), moderators included.
  { operation: 'GET /api/drafts', request: () => ({ url: '/api/drafts' }), expect: active(200) },
  {
    operation: 'POST /api/drafts',
    request: () => ({ url: '/api/drafts', payload: { content: 'Half a thought' } }),
    expect: active(201),
  },
  {
    operation: 'GET /api/drafts/{id}',
    request: async (c) => ({ url: `/api/drafts/${await c.freshDraftId()}` }),
    expect: ownerOnlyDraft(200),
  },
  {
    operation: 'PATCH /api/drafts/{id}',
    request: async (c) => ({
      url: `/api/drafts/${await c.freshDraftId()}`,
      payload: {
        content: 'Launching soon',
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    }),
    expect: ownerOnlyDraft(200),
  },
  {
    operation: 'DELETE /api/drafts/{id}',
    request: async (c) => ({ url: `/api/drafts/${await c.freshDraftId()}` }),
    expect: ownerOnlyDraft(204),
  },
  {
    operation: 'POST /api/drafts/{id}/images',
    request: async (c) => {
      const body = await multipart({ alt: 'A photo' }, [
        {
          field: 'images',
          name: 'a.png',
          type: 'image/png',
          data: await makeImage({ format: 'png' }),
        },
      ])
      return { url: `/api/drafts/${await c.freshDraftId()}/images`, ...body }
    },
    expect: ownerOnlyDraft(200),
  },
  {
    operation: 'DELETE /api/drafts/{id}/images/{index}',
    request: async (c) => ({
      url: `/api/drafts/${await c.freshDraftId({ withImage: true })}/images/0`,
    }),
    expect: ownerOnlyDraft(200),
  },
  {
    operation: 'POST /api/drafts/{id}/publish',
    request: async (c) => ({ url: `/api/drafts/${await c.freshDraftId()}/publish` }),
    expect: ownerOnlyDraft(201),
  },
]
