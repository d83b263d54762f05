import { api } from './api'
import type { Cast } from './cast'
import type { LiveOptions } from './options'

/** What the writers' successful actions made the server announce: what the clients are owed. */
export type Ledger = {
  postsCreated: number
  postsRemoved: number
  /** Watched post id -> comments added / comment likes. */
  commentsOn: Map<string, number>
  likesOn: Map<string, number>
  /** Member id -> actions that notified them (a mention, a comment on their post). */
  notified: Map<string, number>
  failed: number
  /** A like or a deletion found nothing to act on yet. */
  skipped: number
}

type Kind = keyof LiveOptions['rates']
const DELETE_AFTER_MS = 3000
const KINDS: Kind[] = ['posts', 'comments', 'commentLikes', 'deletions']
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

/**
 * The writer accounts calling the API, each kind of action at its own steady rate: new posts
 * (every n-th mentioning a member), comments on the watched posts (each notifies the post's
 * author), likes of those comments, and deletions of recent posts without mentions.
 */
export class Writers {
  readonly ledger: Ledger = {
    postsCreated: 0,
    postsRemoved: 0,
    commentsOn: new Map(),
    likesOn: new Map(),
    notified: new Map(),
    failed: 0,
    skipped: 0,
  }
  /** Recent posts without mentions (deleting one changes nobody's notifications), newest last. */
  private readonly deletable: { id: string; writer: number; at: number }[] = []
  private readonly likeable: { id: string; postId: string; writer: number }[] = []

  constructor(
    private readonly base: string,
    private readonly cast: Cast,
    private readonly options: LiveOptions,
  ) {}

  /** Acts for `seconds`; resolves once every action has been answered. */
  async run(seconds: number): Promise<void> {
    const started = Date.now()
    const done: Record<Kind, number> = { posts: 0, comments: 0, commentLikes: 0, deletions: 0 }
    const inFlight = new Set<Promise<void>>()
    await new Promise<void>((resolve) => {
      const tick = () => {
        const elapsed = Math.min(seconds, (Date.now() - started) / 1000)
        for (const kind of KINDS) {
          const due = Math.floor(elapsed * this.options.rates[kind])
          while (done[kind] < due) {
            const promise = this.act(kind, done[kind]++)
            inFlight.add(promise)
            void promise.finally(() => inFlight.delete(promise))
          }
        }
        if (elapsed >= seconds) resolve()
        else setTimeout(tick, 5)
      }
      tick()
    })
    await Promise.all(inFlight)
  }

  private async act(kind: Kind, n: number) {
    try {
      if (kind === 'posts') await this.post(n)
      else if (kind === 'comments') await this.comment(n)
      else if (kind === 'commentLikes') await this.like()
      else await this.deleteOne()
    } catch (error) {
      this.ledger.failed++
      if (this.ledger.failed <= 3) console.error(`  ${kind} failed: ${(error as Error).message}`)
    }
  }

  private async post(n: number) {
    const { writers, members } = this.cast
    const writer = n % writers.length
    const mentioned =
      n % this.options.mentionEvery === 0
        ? members[(n / this.options.mentionEvery) % members.length]!
        : null
    const content = mentioned
      ? `Live bench post ${n} for @${mentioned.username}`
      : `Live bench post ${n}`
    const response = await api(this.base, '/api/posts', {
      cookie: writers[writer]!.cookie,
      body: { content },
    })
    this.ledger.postsCreated++
    if (mentioned) bump(this.ledger.notified, mentioned.id)
    else {
      const { id } = (await response.json()) as { id: string }
      this.deletable.push({ id, writer, at: Date.now() })
    }
  }

  private async comment(n: number) {
    const { writers, watched } = this.cast
    const post = watched[n % watched.length]!
    const writer = n % writers.length
    const response = await api(this.base, `/api/posts/${post.id}/comments`, {
      cookie: writers[writer]!.cookie,
      body: { content: `Live bench comment ${n}` },
    })
    bump(this.ledger.commentsOn, post.id)
    bump(this.ledger.notified, post.author.id)
    const { id } = (await response.json()) as { id: string }
    this.likeable.push({ id, postId: post.id, writer })
  }

  /** Another writer likes the oldest comment nobody liked yet. */
  private async like() {
    const comment = this.likeable.shift()
    if (!comment) {
      this.ledger.skipped++
      return
    }
    const liker = this.cast.writers[(comment.writer + 1) % this.cast.writers.length]!
    await api(this.base, `/api/comments/${comment.id}/like`, {
      method: 'PUT',
      cookie: liker.cookie,
    })
    bump(this.ledger.likesOn, comment.postId)
  }

  /**
   * Its writer deletes the newest post without mentions that is a few seconds old: it sits in
   * most pills. (A post deleted before a node completed its post.created is never announced,
   * rightly: the accounting could not tell, so it leaves the newest ones alone.)
   */
  private async deleteOne() {
    let index = this.deletable.length - 1
    while (index >= 0 && Date.now() - this.deletable[index]!.at < DELETE_AFTER_MS) index--
    const post = index >= 0 ? this.deletable.splice(index, 1)[0]! : null
    if (!post) {
      this.ledger.skipped++
      return
    }
    await api(this.base, `/api/posts/${post.id}`, {
      method: 'DELETE',
      cookie: this.cast.writers[post.writer]!.cookie,
    })
    this.ledger.postsRemoved++
  }
}

/** Events the actions published on the bus (the denominator of requests per client per event). */
export function eventsPublished(ledger: Ledger): number {
  const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0)
  return (
    ledger.postsCreated +
    ledger.postsRemoved +
    sum(ledger.commentsOn) +
    sum(ledger.likesOn) +
    sum(ledger.notified)
  )
}
