import { reports } from '@server/db/schema'
import { report } from '@tests/factories/moderation'
import { createPost } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const storedReports = (id: string) =>
  t.database.db
    .select({ userId: reports.userId, reason: reports.reason, note: reports.note })
    .from(reports)
    .where(eq(reports.reportedId, id))

describe('reports with reasons (issue 31)', () => {
  it('stores the reason and the trimmed note, a blank note as none', async () => {
    const [author, first, second, third] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(t.app)),
    )
    const post = await createPost(t.app, author!)
    const harassment = await report(t.app, first!, 'post', post.id, {
      reason: 'harassment',
      note: '  Insults me in every reply  ',
    })
    expect(harassment.statusCode).toBe(200)
    expect(harassment.json()).toEqual({ type: 'post', id: post.id, reported: true })
    await report(t.app, second!, 'post', post.id, { reason: 'spam', note: '   ' })
    await report(t.app, third!, 'post', post.id, { reason: 'other', note: 'Fake giveaway' })

    const rows = await storedReports(post.id)
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: first!.id, reason: 'harassment', note: 'Insults me in every reply' },
        { userId: second!.id, reason: 'spam', note: null },
        { userId: third!.id, reason: 'other', note: 'Fake giveaway' },
      ]),
    )
    expect(rows).toHaveLength(3)
  })

  it('allows misleading metrics for a project and for any other item', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)])
    const post = await createPost(t.app, author)
    const response = await report(t.app, reporter, 'post', post.id, {
      reason: 'misleading-metrics',
    })
    expect(response.statusCode).toBe(200)
    expect((await storedReports(post.id))[0]?.reason).toBe('misleading-metrics')
  })

  it('answers a repeat the same and keeps the first reason and note', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)])
    const post = await createPost(t.app, author)
    const first = await report(t.app, reporter, 'post', post.id, {
      reason: 'impersonation',
      note: 'Pretends to be @ada',
    })
    const again = await report(t.app, reporter, 'post', post.id, { reason: 'spam' })
    expect(again.statusCode).toBe(200)
    expect(again.body).toBe(first.body)
    expect(await storedReports(post.id)).toEqual([
      { userId: reporter.id, reason: 'impersonation', note: 'Pretends to be @ada' },
    ])
  })

  it('refuses a missing or unknown reason, a missing note with other and a long note, storing nothing', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)])
    const post = await createPost(t.app, author)
    const send = (payload: Record<string, unknown>) =>
      request(t.app, {
        method: 'POST',
        url: '/api/reports',
        as: reporter,
        payload: { type: 'post', id: post.id, ...payload },
      })
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'reason', 'Please choose a reason'],
      [{ reason: 'rude' }, 'reason', 'Please choose a reason'],
      [{ reason: null }, 'reason', 'Please choose a reason'],
      [{ reason: 'other' }, 'note', 'Please tell us what is wrong'],
      [{ reason: 'other', note: '  \n ' }, 'note', 'Please tell us what is wrong'],
      [{ reason: 'spam', note: 'x'.repeat(501) }, 'note', 'Keep the note under 500 characters'],
      [{ reason: 'spam', note: 42 }, 'note', expect.any(String)],
      [{ reason: 'spam', why: 'extra field' }, '_', expect.any(String)],
    ]
    for (const [payload, field, message] of cases) {
      const response = await send(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      const { error } = response.json()
      expect(error.code).toBe('validation')
      if (field !== '_') {
        expect(error.message, JSON.stringify(payload)).toEqual(message)
        expect(error.fields[field], JSON.stringify(payload)).toEqual(message)
      }
    }
    expect(await storedReports(post.id)).toEqual([])
    // 500 characters is still fine.
    const longest = await send({ reason: 'other', note: 'y'.repeat(500) })
    expect(longest.statusCode).toBe(200)
  })

  it('is guarded by the database too: a direct insert of an unknown reason or a long note fails', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)])
    const post = await createPost(t.app, author)
    const insert = (values: { reason: string | null; note?: string | null }) =>
      t.database.db
        .insert(reports)
        .values({ userId: reporter.id, reportedType: 'post', reportedId: post.id, ...values })
    for (const reason of ['rude', 'Spam', '']) {
      await expect(insert({ reason }), reason).rejects.toMatchObject({
        cause: { code: '23514', constraint: 'reports_reason_valid' },
      })
    }
    await expect(insert({ reason: 'other', note: 'x'.repeat(501) })).rejects.toMatchObject({
      cause: { code: '23514', constraint: 'reports_note_length' },
    })
    expect(await storedReports(post.id)).toEqual([])
    // The API's longest note counts UTF-16 units, the check characters: what one takes, so does
    // the other. A report from before reasons has none.
    await insert({ reason: 'other', note: '😀'.repeat(250) })
    await t.database.db.delete(reports).where(eq(reports.reportedId, post.id))
    await insert({ reason: null })
    expect(await storedReports(post.id)).toEqual([
      { userId: reporter.id, reason: null, note: null },
    ])
  })

  it('never shows a report or its note to other members', async () => {
    const [author, reporter, other] = await Promise.all(
      Array.from({ length: 3 }, () => signUp(t.app)),
    )
    const post = await createPost(t.app, author!)
    await report(t.app, reporter!, 'post', post.id, { reason: 'other', note: 'A secret note' })
    for (const viewer of [author!, other!]) {
      const queue = await request(t.app, { url: '/api/moderation/reports', as: viewer })
      expect(queue.statusCode).toBe(403)
      const page = await request(t.app, { url: `/api/posts/${post.id}`, as: viewer })
      expect(page.body).not.toContain('A secret note')
      expect(page.body).not.toContain(reporter!.username)
    }
  })
})
