import { comments, posts, profiles, projects, reports, user } from '@server/db/schema'
import { useTestDatabase } from '@tests/support/test-database'
import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

// Migration 0007 runs repair_reports() once over what the earlier code left behind. This file
// recreates that state (its own database: it lifts the canonical-id check to do so).
const testDb = useTestDatabase()
const db = () => testDb.db

const members = ['rp-author', 'rp-one', 'rp-two', 'rp-three', 'rp-banned']
const countOf = async (table: typeof posts | typeof comments | typeof projects, id: string) =>
  (await db().select({ n: table.reportCount }).from(table).where(eq(table.id, id)))[0]?.n

beforeAll(async () => {
  await db()
    .insert(user)
    .values(members.map((id) => ({ id, name: id.replace('-', '_'), email: `${id}@example.com` })))
  await db().update(profiles).set({ banned: true }).where(eq(profiles.id, 'rp-banned'))
  await db().execute(sql`alter table reports drop constraint reports_reported_id_canonical`)
})

describe('repair_reports()', () => {
  it('collapses case-variant duplicates, lower-cases ids and recounts from live reporters', async () => {
    const [post] = await db()
      .insert(posts)
      .values({ userId: 'rp-author', content: 'reported twice by one member' })
      .returning({ id: posts.id })
    const [comment] = await db()
      .insert(comments)
      .values({ userId: 'rp-author', postId: post!.id, content: 'hidden for good' })
      .returning({ id: comments.id })
    const [project] = await db()
      .insert(projects)
      .values({ userId: 'rp-author', name: 'Repaired', tagline: 'x' })
      .returning({ id: projects.id })
    const postId = post!.id
    await db()
      .insert(reports)
      .values([
        // One member, two spellings, one of them dismissed one by one: the dismissal stands.
        { userId: 'rp-one', reportedType: 'post', reportedId: postId.toUpperCase() },
        { userId: 'rp-one', reportedType: 'post', reportedId: postId, status: 'dismissed' },
        // Another member, upper case only, still open: kept, spelled as stored.
        { userId: 'rp-two', reportedType: 'post', reportedId: postId.toUpperCase() },
        // A banned member's open report does not count.
        { userId: 'rp-banned', reportedType: 'post', reportedId: postId },
        { userId: 'rp-three', reportedType: 'project', reportedId: project!.id },
      ])
    // Counts as the old code could leave them: a deleted reporter's +1s, never taken back.
    await db().update(posts).set({ reportCount: 4 }).where(eq(posts.id, postId))
    await db().update(comments).set({ reportCount: 2 }).where(eq(comments.id, comment!.id))
    await db().update(projects).set({ reportCount: 0 }).where(eq(projects.id, project!.id))

    await db().execute(sql`select repair_reports()`)

    const rows = await db()
      .select({ userId: reports.userId, id: reports.reportedId, status: reports.status })
      .from(reports)
      .where(inArray(reports.reportedType, ['post']))
    expect(rows.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual([
      { userId: 'rp-banned', id: postId, status: 'open' },
      { userId: 'rp-one', id: postId, status: 'dismissed' },
      { userId: 'rp-two', id: postId, status: 'open' },
    ])
    expect(await countOf(posts, postId)).toBe(1)
    expect(await countOf(comments, comment!.id)).toBe(0)
    expect(await countOf(projects, project!.id)).toBe(1)

    // Once repaired, running it again changes nothing.
    await db().execute(sql`select repair_reports()`)
    expect(await countOf(posts, postId)).toBe(1)
  })
})
