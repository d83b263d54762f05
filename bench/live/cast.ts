import { type Account, api, pool, signUp } from './api'
import type { ClientSpec } from './browser'
import { CLIENT_MIX, type LiveOptions, type Screen } from './options'

export type WatchedPost = { id: string; author: Account }

export type Cast = {
  members: Account[]
  writers: Account[]
  /** The separate feed reader's account (it holds no stream). */
  reader: Account
  /** Writers the members follow. */
  followed: Account[]
  watched: WatchedPost[]
  /** Posts the writers made before the run, so every page 1 is full from the start. */
  prefill: string[]
  clients: ClientSpec[]
}

const GOLDEN = 0.618_033_988_75

/**
 * Everyone the run needs, created through the API (works on an empty or a seeded database):
 * members (who follow the first writers), writers, the reader, the watched posts, a full page of
 * posts, and what each client has on screen, mixed evenly along the list (so every worker
 * thread gets the same mix) by a low-discrepancy sequence.
 */
export async function cast(base: string, options: LiveOptions): Promise<Cast> {
  const run = Math.random().toString(36).slice(2, 7)
  const members: Account[] = new Array(options.members)
  await pool([...members.keys()], 4, async (i) => {
    members[i] = await signUp(base, `lb${run}m${i}`)
  })
  const writers: Account[] = []
  for (let i = 0; i < options.writers; i++) writers.push(await signUp(base, `lb${run}w${i}`))
  const reader = await signUp(base, `lb${run}reader`)

  const followed = writers.slice(0, options.followedWriters)
  const follows = members.flatMap((member) => followed.map((writer) => ({ member, writer })))
  await pool(follows, 8, async ({ member, writer }) => {
    await api(base, `/api/users/${writer.username}/follow`, {
      method: 'PUT',
      cookie: member.cookie,
    })
  })

  const watched: WatchedPost[] = []
  for (let i = 0; i < options.watched; i++) {
    const author = members[i % members.length]!
    const response = await api(base, '/api/posts', {
      cookie: author.cookie,
      body: { content: `Live bench: watched post ${i + 1}` },
    })
    watched.push({ id: ((await response.json()) as { id: string }).id, author })
  }
  const prefill: string[] = []
  for (let i = 0; i < 40; i++) {
    const writer = writers[i % writers.length]!
    const response = await api(base, '/api/posts', {
      cookie: writer.cookie,
      body: { content: `Live bench: earlier post ${i + 1}` },
    })
    prefill.push(((await response.json()) as { id: string }).id)
  }

  const next = { member: 0, watched: 0, profile: 0 }
  const followedIds = followed.map((writer) => writer.id)
  const clients: ClientSpec[] = []
  for (let index = 0; index < options.clients; index++) {
    const position = (index * GOLDEN) % 1
    let group = CLIENT_MIX[CLIENT_MIX.length - 1]!
    let upTo = 0
    for (const candidate of CLIENT_MIX) {
      upTo += candidate.share
      if (position < upTo) {
        group = candidate
        break
      }
    }
    const member = group.signedIn ? members[next.member++ % members.length]! : null
    const screen: Screen =
      group.screen === 'feed everyone'
        ? { kind: 'feed', feed: 'everyone' }
        : group.screen === 'feed following'
          ? { kind: 'feed', feed: 'following' }
          : group.screen === 'post'
            ? { kind: 'post', postId: watched[next.watched++ % watched.length]!.id }
            : group.screen === 'notifications'
              ? { kind: 'notifications' }
              : { kind: 'profile', username: writers[next.profile++ % writers.length]!.username }
    clients.push({
      index,
      viewer: member ? { id: member.id, cookie: member.cookie } : null,
      screen,
      follows: member ? followedIds : [],
    })
  }
  return { members, writers, reader, followed, watched, prefill, clients }
}
