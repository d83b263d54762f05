// Scheduled posts go out through the real job queue with real time passing: two queue nodes
// on one database (JOB_TIME_SCALE 0.01, a pass every 50 ms or so) and drafts due in a second.
import type { Draft } from '@common/drafts'
import type { Post } from '@common/posts'
import { posts } from '@server/db/schema'
import { banDirectly } from '@tests/factories/posts'
import { request, signUp, type TestUser } from '@tests/support/app'
import { useQueueNodes, waitFor } from '@tests/support/queue-nodes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { startScheduledPosts } from './scheduled-job'

const { database, t } = useQueueNodes(startScheduledPosts)

async function schedule(author: TestUser, content: string, inMs: number): Promise<Draft> {
  const created = await request(t().app, {
    method: 'POST',
    url: '/api/drafts',
    as: author,
    payload: { content },
  })
  const scheduledAt = new Date(Date.now() + inMs).toISOString()
  const response = await request(t().app, {
    method: 'PATCH',
    url: `/api/drafts/${created.json().id}`,
    as: author,
    payload: { scheduledAt },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const postsWith = (content: string) =>
  database.db.select().from(posts).where(eq(posts.content, content))

describe('scheduled posts', () => {
  it('go out once at their time, as new posts with mentions and hashtags', async () => {
    const author = await signUp(t().app)
    const friend = await signUp(t().app)
    const content = `Launch day, @${friend.username}! #scheduledlaunch`
    const draft = await schedule(author, content, 1500)

    // Not before its time.
    expect(await postsWith(content)).toHaveLength(0)
    await waitFor(async () => (await postsWith(content)).length > 0, 'the scheduled post')
    const [row] = await postsWith(content)
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(new Date(draft.scheduledAt!).getTime())

    const tagged = await request(t().app, { url: '/api/tags/scheduledlaunch/posts', as: friend })
    expect(tagged.json().items.map((post: Post) => post.id)).toEqual([row!.id])
    const notifications = await request(t().app, { url: '/api/notifications', as: friend })
    expect(JSON.stringify(notifications.json())).toContain(row!.id)
    const gone = await request(t().app, { url: `/api/drafts/${draft.id}`, as: author })
    expect(gone.statusCode).toBe(404)
  })

  it('publishes each of many due posts exactly once across two nodes', async () => {
    const author = await signUp(t().app)
    const contents = Array.from({ length: 6 }, (_, index) => `Batch post ${index} ${author.id}`)
    for (const content of contents) await schedule(author, content, 1000)
    await waitFor(async () => {
      const counts = await Promise.all(contents.map(async (c) => (await postsWith(c)).length))
      return counts.every((count) => count > 0)
    }, 'every post of the batch')
    for (const content of contents) expect(await postsWith(content)).toHaveLength(1)
  })

  it('never publishes a banned author’s post: it stays their draft, unscheduled', async () => {
    const author = await signUp(t().app)
    const content = `Never out ${author.id}`
    const draft = await schedule(author, content, 1000)
    await banDirectly(database.db, author.id)
    const { rows } = await database.pool.query<{ scheduled_at: Date | null }>(
      'select scheduled_at from drafts where id = $1',
      [draft.id],
    )
    expect(rows[0]?.scheduled_at).not.toBeNull()
    await waitFor(async () => {
      const result = await database.pool.query('select scheduled_at from drafts where id = $1', [
        draft.id,
      ])
      return result.rows[0]?.scheduled_at === null
    }, 'a pass to set the banned author’s draft aside')
    expect(await postsWith(content)).toHaveLength(0)
  })
})
