import { dateTexts } from '@common/calendar'
import { type Draft, draftTexts } from '@common/drafts'
import type { Page } from '@common/pagination'
import { type Post, postTexts } from '@common/posts'
import { limits } from '@common/texts'
import { drafts } from '@server/db/schema'
import { makeImage } from '@tests/factories/images'
import { multipart } from '@tests/factories/multipart'
import { banDirectly } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

async function newDraft(author: TestUser, content = 'A thought in progress'): Promise<Draft> {
  const response = await request(t.app, {
    method: 'POST',
    url: '/api/drafts',
    as: author,
    payload: { content },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

const patch = (author: TestUser, id: string, payload: object) =>
  request(t.app, { method: 'PATCH', url: `/api/drafts/${id}`, as: author, payload })

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

async function uploadImage(author: TestUser, draftId: string, alt = 'A photo') {
  const body = await multipart({ alt }, [
    { field: 'images', name: 'a.jpg', type: 'image/jpeg', data: await makeImage() },
  ])
  return request(t.app, {
    method: 'POST',
    url: `/api/drafts/${draftId}/images`,
    as: author,
    ...body,
  })
}

describe('drafts', () => {
  it('saves, lists (last changed first), reads, deletes a member’s own drafts', async () => {
    const author = await signUp(t.app)
    const first = await newDraft(author, 'First')
    const second = await newDraft(author, 'Second')
    const saved = await patch(author, first.id, { content: 'First, rewritten' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ content: 'First, rewritten', scheduledAt: null })

    const list = await request(t.app, { url: '/api/drafts', as: author })
    const page = list.json() as Page<Draft>
    expect(page.items.map((draft) => draft.id)).toEqual([first.id, second.id])

    const paged = await request(t.app, { url: '/api/drafts?limit=1', as: author })
    const next = (paged.json() as Page<Draft>).nextCursor
    const rest = await request(t.app, { url: `/api/drafts?limit=1&cursor=${next}`, as: author })
    expect((rest.json() as Page<Draft>).items.map((draft) => draft.id)).toEqual([second.id])

    const removed = await request(t.app, {
      method: 'DELETE',
      url: `/api/drafts/${second.id}`,
      as: author,
    })
    expect(removed.statusCode).toBe(204)
    const gone = await request(t.app, { url: `/api/drafts/${second.id}`, as: author })
    expect(gone.statusCode).toBe(404)
  })

  it('keeps each draft its author’s alone: others get 404, visitors 401, banned members 403', async () => {
    const author = await signUp(t.app)
    const other = await signUp(t.app)
    const draft = await newDraft(author)
    for (const call of [
      { method: 'GET' as const, url: `/api/drafts/${draft.id}` },
      { method: 'PATCH' as const, url: `/api/drafts/${draft.id}`, payload: { content: 'Mine' } },
      { method: 'DELETE' as const, url: `/api/drafts/${draft.id}` },
      { method: 'POST' as const, url: `/api/drafts/${draft.id}/publish` },
    ]) {
      const asOther = await request(t.app, { ...call, as: other })
      expect(asOther.statusCode, `${call.method} ${call.url}`).toBe(404)
      expect(asOther.json().error.message).toBe(draftTexts.notFound)
      expect((await request(t.app, call)).statusCode).toBe(401)
    }
    expect((await request(t.app, { url: '/api/drafts', as: other })).json().items).toEqual([])
    await banDirectly(t.database.db, author.id)
    expect((await request(t.app, { url: '/api/drafts', as: author })).statusCode).toBe(403)
  })

  it('refuses what a post refuses, with the spec’s texts', async () => {
    const author = await signUp(t.app)
    const tooLong = 'x'.repeat(limits.postContentMax + 1)
    const created = await request(t.app, {
      method: 'POST',
      url: '/api/drafts',
      as: author,
      payload: { content: tooLong },
    })
    expect(created.statusCode).toBe(400)
    expect(created.json().error.message).toBe(postTexts.tooLong)

    const draft = await newDraft(author, '')
    for (let index = 0; index < limits.imagesPerPost; index += 1) {
      expect((await uploadImage(author, draft.id)).statusCode).toBe(200)
    }
    const fifth = await uploadImage(author, draft.id)
    expect(fifth.statusCode).toBe(400)
    expect(fifth.json().error.message).toBe(postTexts.tooManyImages)

    const empty = await newDraft(author, '   ')
    const scheduled = await patch(author, empty.id, { scheduledAt: inMinutes(10) })
    expect(scheduled.statusCode).toBe(400)
    expect(scheduled.json().error.message).toBe(postTexts.empty)
  })

  it('keeps at most the allowed number of drafts', async () => {
    const author = await signUp(t.app)
    await t.database.db
      .insert(drafts)
      .values(Array.from({ length: limits.draftsPerMember }, () => ({ userId: author.id })))
    const refused = await request(t.app, {
      method: 'POST',
      url: '/api/drafts',
      as: author,
      payload: { content: 'One more' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toBe(draftTexts.tooMany)
  })

  it('schedules in the future only, up to a year ahead, and cancels back to a draft', async () => {
    const author = await signUp(t.app)
    const draft = await newDraft(author, 'Launch day')
    const past = await patch(author, draft.id, { scheduledAt: inMinutes(-1) })
    expect(past.statusCode).toBe(400)
    expect(past.json().error.message).toBe(draftTexts.scheduleInPast)
    const far = await patch(author, draft.id, { scheduledAt: inMinutes(60 * 24 * 400) })
    expect(far.json().error.message).toBe(draftTexts.scheduleTooFar)
    const garbage = await patch(author, draft.id, { scheduledAt: 'next tuesday' })
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json().error.fields.scheduledAt).toBe(draftTexts.invalidTime)
    // A day that does not exist is refused as such, never rolled over into March.
    const year = new Date().getUTCFullYear() + 1
    for (const day of ['02-30', '02-31', '04-31', year % 4 === 0 ? '02-30' : '02-29']) {
      const impossible = await patch(author, draft.id, { scheduledAt: `${year}-${day}T10:00:00Z` })
      expect(impossible.statusCode).toBe(400)
      expect(impossible.json().error).toMatchObject({
        message: dateTexts.notReal,
        fields: { scheduledAt: dateTexts.notReal },
      })
    }
    expect((await patch(author, draft.id, {})).json().scheduledAt).toBeNull()

    // An offset is kept as the instant it names, answered in UTC.
    const at = new Date(Date.now() + 3_600_000)
    at.setUTCMilliseconds(0)
    const wallClockThere = new Date(at.getTime() + 2 * 3_600_000).toISOString().slice(0, 19)
    const withOffset = await patch(author, draft.id, { scheduledAt: `${wallClockThere}+02:00` })
    expect(withOffset.statusCode, withOffset.body).toBe(200)
    expect(new Date(withOffset.json().scheduledAt).getTime()).toBe(at.getTime())

    const cancelled = await patch(author, draft.id, { scheduledAt: null })
    expect(cancelled.json()).toMatchObject({ scheduledAt: null, content: 'Launch day' })
  })

  it('posts a draft now with its uploaded images and alt texts; the draft is gone', async () => {
    const author = await signUp(t.app)
    const draft = await newDraft(author, 'With a picture #drafts')
    expect((await uploadImage(author, draft.id, 'first alt')).statusCode).toBe(200)
    const alt = await patch(author, draft.id, { alt: ['The dashboard'] })
    expect(alt.json().images[0].alt).toBe('The dashboard')

    const published = await request(t.app, {
      method: 'POST',
      url: `/api/drafts/${draft.id}/publish`,
      as: author,
    })
    expect(published.statusCode, published.body).toBe(201)
    const post = published.json() as Post
    expect(post).toMatchObject({ content: 'With a picture #drafts', hashtags: ['drafts'] })
    expect(post.images[0]?.alt).toBe('The dashboard')
    const image = await t.app.inject({ url: new URL(post.images[0]!.url, 'http://x').pathname })
    expect(image.statusCode).toBe(200)
    expect((await request(t.app, { url: `/api/drafts/${draft.id}`, as: author })).statusCode).toBe(
      404,
    )
    const tagged = await request(t.app, { url: '/api/tags/drafts/posts', as: author })
    expect(tagged.json().items.map((item: Post) => item.id)).toContain(post.id)
  })

  it('removes an image from a draft', async () => {
    const author = await signUp(t.app)
    const draft = await newDraft(author)
    await uploadImage(author, draft.id, 'one')
    await uploadImage(author, draft.id, 'two')
    const removed = await request(t.app, {
      method: 'DELETE',
      url: `/api/drafts/${draft.id}/images/0`,
      as: author,
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().images.map((image: { alt: string }) => image.alt)).toEqual(['two'])
    const missing = await request(t.app, {
      method: 'DELETE',
      url: `/api/drafts/${draft.id}/images/3`,
      as: author,
    })
    expect(missing.statusCode).toBe(404)
  })

  it('is in the data export and goes with the account', async () => {
    const author = await signUp(t.app)
    const draft = await newDraft(author, 'Exported thought')
    const exported = await request(t.app, { url: '/api/me/export', as: author })
    expect(exported.statusCode).toBe(200)
    expect(exported.json().drafts).toEqual([
      expect.objectContaining({ id: draft.id, content: 'Exported thought', scheduledAt: null }),
    ])
    const deleted = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: author,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.statusCode).toBe(204)
    const left = await t.database.db.select().from(drafts).where(eq(drafts.userId, author.id))
    expect(left).toEqual([])
  })
})
