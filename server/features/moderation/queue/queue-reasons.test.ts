import type { ModerationQueueItem } from '@common/moderation'
import { reports } from '@server/db/schema'
import { moderate, report, signUpModerator } from '@tests/factories/moderation'
import { banDirectly, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const queueItem = async (moderator: TestUser, id: string) => {
  const response = await request(t.app, { url: '/api/moderation/reports?limit=50', as: moderator })
  const items = response.json().items as ModerationQueueItem[]
  return items.filter((item) => item.id === id)
}

describe('the report queue with reasons (issue 31)', () => {
  it('shows one entry per item with its reasons counted and the notes with who wrote them', async () => {
    const moderator = await signUpModerator(t.app, t.database.db)
    const [author, a, b, c, d, banned] = await Promise.all(
      Array.from({ length: 6 }, () => signUp(t.app)),
    )
    const post = await createPost(t.app, author!)
    await report(t.app, a!, 'post', post.id, { reason: 'spam' })
    await report(t.app, b!, 'post', post.id, { reason: 'harassment', note: 'Slurs in the text' })
    await report(t.app, c!, 'post', post.id, { reason: 'spam', note: 'Same link everywhere' })
    await report(t.app, d!, 'post', post.id, { reason: 'other', note: 'Copied from my post' })
    // A banned member's report counts for nothing, here as in report_count.
    await report(t.app, banned!, 'post', post.id, { reason: 'harassment', note: 'Ignored' })
    await banDirectly(t.database.db, banned!.id)

    const items = await queueItem(moderator, post.id)
    expect(items).toHaveLength(1)
    const [item] = items
    expect(item!.reportCount).toBe(4)
    expect(item!.reasons).toEqual([
      { reason: 'spam', count: 2 },
      expect.objectContaining({ count: 1 }),
      expect.objectContaining({ count: 1 }),
    ])
    expect(new Set(item!.reasons.slice(1).map((entry) => entry.reason))).toEqual(
      new Set(['harassment', 'other']),
    )
    expect(item!.notes.map(({ username, reason, note }) => ({ username, reason, note }))).toEqual([
      { username: d!.username, reason: 'other', note: 'Copied from my post' },
      { username: c!.username, reason: 'spam', note: 'Same link everywhere' },
      { username: b!.username, reason: 'harassment', note: 'Slurs in the text' },
    ])
    expect(item!.notes[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('counts reports filed before reasons as no reason given, and forgets closed reports', async () => {
    const moderator = await signUpModerator(t.app, t.database.db)
    const [author, old, recent] = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app)))
    const post = await createPost(t.app, author!)
    // As the reports table held them before migration 0035: no reason, no note.
    await t.database.db
      .insert(reports)
      .values({ userId: old!.id, reportedType: 'post', reportedId: post.id })
    await report(t.app, recent!, 'post', post.id, { reason: 'impersonation' })

    const [item] = await queueItem(moderator, post.id)
    expect(item!.reasons).toEqual(
      expect.arrayContaining([
        { reason: null, count: 1 },
        { reason: 'impersonation', count: 1 },
      ]),
    )
    expect(item!.reasons).toHaveLength(2)
    expect(item!.notes).toEqual([])

    await moderate(t.app, moderator, 'dismiss', 'post', post.id)
    expect(await queueItem(moderator, post.id)).toEqual([])
  })

  it('keys reasons by item, so a profile and a post never share them', async () => {
    const moderator = await signUpModerator(t.app, t.database.db)
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)])
    const post = await createPost(t.app, author)
    await report(t.app, reporter, 'post', post.id, { reason: 'spam' })
    await report(t.app, reporter, 'profile', author.id, { reason: 'impersonation' })
    const [postItem] = await queueItem(moderator, post.id)
    const [profileItem] = await queueItem(moderator, author.id)
    expect(postItem!.reasons).toEqual([{ reason: 'spam', count: 1 }])
    expect(profileItem!.reasons).toEqual([{ reason: 'impersonation', count: 1 }])
  })
})
