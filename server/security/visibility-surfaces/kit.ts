import { randomUUID } from 'node:crypto'
import type { LiveEvent } from '@common/live-events'
import { safetyTexts } from '@common/safety-texts'
import type { TestUser } from '@tests/support/app'
import { request } from '@tests/support/app'
import { openLiveStream, waitUntil } from '@tests/support/live-stream'
import type { FastifyInstance } from 'fastify'

// What the visibility policy test's surfaces share: the cases' types, the viewers, and the ways a
// surface asks "does this viewer see the item here?" (a list, a page, an action).

export type Kind = 'post' | 'comment' | 'project' | 'profile'
/** A member's shields against the item's author (issue 31, decision 045), one party each. */
export type Shield = 'blockedByAuthor' | 'blocksAuthor' | 'mutesAuthor' | 'mutesNotifications'
export type Rule = 'banned' | 'reportedTwice' | 'reportedByViewer' | Shield
/**
 * `party`: the viewer the rule is about (who reported the item, whom its author blocked, who
 * blocked or muted its author); `member`: a bystander, who sees what they saw without the rule.
 */
export type Role = 'visitor' | 'party' | 'member' | 'author' | 'moderator'

/** A block stands between the party and the author, either way. */
export const isBlock = (rule: Rule) => rule === 'blockedByAuthor' || rule === 'blocksAuthor'

/** What one kind x rule case set up: the item, its author, and what hangs around it. */
export type Scenario = {
  kind: Kind
  rule: Rule
  /** The rule's party (see Role). */
  party: TestUser
  author: TestUser
  /** The post, comment or project id; the author's id for a profile. */
  id: string
  /** A post by `member` around the item: a comment's post, the post mentioning a project. */
  hostPostId?: string
  /** A word that finds the item: a post's hashtag, a project's name, a username. */
  word: string
  /** A project's upcoming launch, tagged with its word. */
  launchId?: string
}

export type Ctx = {
  app: FastifyInstance
  base: string
  publish(event: LiveEvent): Promise<void>
  problems: string[]
}

/**
 * `list` (lists, counts, search, suggestions): moderators see what members see; `notification`:
 * a list of notifications, the one a notifications-only mute reaches; `page`: reports do not
 * hide an item's page (and what hangs off it) from moderators, blocks and mutes from nobody;
 * `act`: an action on the item, moderators as members, 403 across a block; `undo`: taking an
 * action back (unlike, unsave), refused as `act` is but allowed across a block.
 */
export type Reads = 'list' | 'notification' | 'page' | 'act' | 'undo'

export type Surface = {
  name: string
  kind: Kind
  reads: Reads
  roles: Role[]
  sees(ctx: Ctx, s: Scenario, as: TestUser | undefined): Promise<boolean>
}

export const members: Role[] = ['party', 'member', 'author', 'moderator']
export const everyone: Role[] = ['visitor', ...members]
export const others: Role[] = ['party', 'member', 'moderator']

export async function json(ctx: Ctx, url: string, as: TestUser | undefined) {
  const response = await request(ctx.app, { url, as })
  if (response.statusCode !== 200) ctx.problems.push(`${url} answered ${response.statusCode}`)
  return response.json()
}

/** 200, or what a hidden item's page answers: 403 `banned` for a ban, else 404. */
export async function page(ctx: Ctx, s: Scenario, url: string, as: TestUser | undefined) {
  const response = await request(ctx.app, { url, as })
  if (response.statusCode === 200) return true
  const expected = s.rule === 'banned' ? [403, 'banned'] : [404, 'not_found']
  const answer = [response.statusCode, response.json().error?.code]
  if (answer.join() !== expected.join()) ctx.problems.push(`${url} answered ${answer.join(' ')}`)
  return false
}

/**
 * An action (or taking one back): `ok` when allowed; refused, 404 (or `hidden`, as for a reply's
 * parent) when the item is hidden, and across a block 403 with the safety message, which never
 * says who blocked whom. Any other answer is a problem.
 */
export async function act(
  ctx: Ctx,
  s: Scenario,
  options: { method: 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object },
  as: TestUser | undefined,
  answers = { ok: 200, hidden: 404 },
) {
  const response = await request(ctx.app, { ...options, as })
  if (response.statusCode === answers.ok) return true
  const error = response.json().error
  const [answer, refusal] = isBlock(s.rule)
    ? [
        [response.statusCode, error?.code, error?.message],
        [403, 'forbidden', safetyTexts.interactionRefused],
      ]
    : [[response.statusCode], [answers.hidden]]
  if (answer.join() !== refusal.join()) {
    ctx.problems.push(`${options.method} ${options.url} answered ${answer.join(' ')}`)
  }
  return false
}

export const ids = (items: { id: string }[]) => items.map((item) => item.id)
export const bot = { 'user-agent': 'Twitterbot/1.0' }

export async function previewMentions(ctx: Ctx, path: string, text: string) {
  const html = (await request(ctx.app, { url: path, headers: bot })).body
  return (html.match(/<meta property="og:title" content="([^"]*)"/)?.[1] ?? '').includes(text)
}

/** Opens the live stream on the post, and says whether a comment event of it reaches it. */
export async function streamGetsComments(ctx: Ctx, postId: string, as: TestUser | undefined) {
  const path = `/api/events?post=${postId}`
  const stream = await openLiveStream(ctx.base, path, as ? { cookie: as.cookie } : {})
  try {
    await waitUntil(() => stream.types().includes('live.ready'), 'live.ready')
    // A deleted comment's event: the node checks who may read the thread when it sends it.
    await ctx.publish({ type: 'comment.removed', postId, commentId: randomUUID() })
    // Events arrive in publish order: the marker, sent to every stream, comes after the comment's.
    const marker = randomUUID()
    await ctx.publish({ type: 'post.removed', postId: marker })
    await waitUntil(() => stream.events().some((event) => event.postId === marker), 'the marker')
    return stream.events().some((e) => e.type === 'comment.removed' && e.postId === postId)
  } finally {
    await stream.close()
  }
}
