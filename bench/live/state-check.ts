import { api, pool } from './api'
import type { Cast } from './cast'
import type { WorkerResults } from './client-worker'

/**
 * After the drain, does what each browser shows match the server, with no request made to
 * get there: every open thread's comment count, and every member's unread badge.
 */
export async function checkClientState(base: string, people: Cast, results: WorkerResults[]) {
  const commentsCount = new Map<string, number>()
  for (const post of people.watched) {
    const body = (await (await api(base, `/api/posts/${post.id}`)).json()) as {
      commentsCount: number
    }
    commentsCount.set(post.id, body.commentsCount)
  }
  const unread = new Map<string, number>()
  await pool(people.members, 8, async (member) => {
    const response = await api(base, '/api/notifications/unread-count', { cookie: member.cookie })
    unread.set(member.id, ((await response.json()) as { count: number }).count)
  })

  const byIndex = new Map(people.clients.map((client) => [client.index, client]))
  const threads = { checked: 0, wrongCount: 0 }
  const badges = { checked: 0, wrong: 0 }
  for (const client of results.flatMap((result) => result.clients)) {
    const spec = byIndex.get(client.index)!
    if (spec.screen.kind === 'post') {
      threads.checked++
      if (client.commentCount !== commentsCount.get(spec.screen.postId)) threads.wrongCount++
    }
    if (spec.viewer) {
      badges.checked++
      if (client.unread !== unread.get(spec.viewer.id)) badges.wrong++
    }
  }
  return { threads, badges }
}
