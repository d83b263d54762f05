import { randomUUID } from 'node:crypto'
import type { LiveEvent } from '@common/live-events'
import type { TestUser } from '@tests/support/app'
import { request } from '@tests/support/app'
import { openLiveStream, waitUntil } from '@tests/support/live-stream'
import type { FastifyInstance } from 'fastify'

// The surfaces of the visibility policy test: each answers "does this viewer see the item here?".

export type Kind = 'post' | 'comment' | 'project' | 'profile'
export type Rule = 'banned' | 'reportedTwice' | 'reportedByViewer'
export type Role = 'visitor' | 'reporter' | 'member' | 'author' | 'moderator'

/** What one kind x rule case set up: the item, its author, and what hangs around it. */
export type Scenario = {
  kind: Kind
  rule: Rule
  author: TestUser
  /** The post, comment or project id; the author's id for a profile. */
  id: string
  /** A post by `member` around the item: a comment's post, the post mentioning a project. */
  hostPostId?: string
  /** A word that finds the item: a post's hashtag, a project's name, a username. */
  word: string
}

export type Ctx = {
  app: FastifyInstance
  base: string
  publish(event: LiveEvent): Promise<void>
  problems: string[]
}

/**
 * `list`: moderators see what members see; `page`: reports do not hide an item's page (and what
 * hangs off it) from moderators; `act`: an action on the item, moderators as members.
 */
export type Surface = {
  name: string
  kind: Kind
  reads: 'list' | 'page' | 'act'
  roles: Role[]
  sees(ctx: Ctx, s: Scenario, as: TestUser | undefined): Promise<boolean>
}

const members: Role[] = ['reporter', 'member', 'author', 'moderator']
const everyone: Role[] = ['visitor', ...members]
const others: Role[] = ['reporter', 'member', 'moderator']

async function json(ctx: Ctx, url: string, as: TestUser | undefined) {
  const response = await request(ctx.app, { url, as })
  if (response.statusCode !== 200) ctx.problems.push(`${url} answered ${response.statusCode}`)
  return response.json()
}

/** 200, or what a hidden item's page answers: 403 `banned` for a ban, else 404. */
async function page(ctx: Ctx, s: Scenario, url: string, as: TestUser | undefined) {
  const response = await request(ctx.app, { url, as })
  if (response.statusCode === 200) return true
  const expected = s.rule === 'banned' ? [403, 'banned'] : [404, 'not_found']
  const answer = [response.statusCode, response.json().error?.code]
  if (answer.join() !== expected.join()) ctx.problems.push(`${url} answered ${answer.join(' ')}`)
  return false
}

/** An action: `ok` when allowed, 404 (or `hidden` for a reply's parent) when not. */
async function act(
  ctx: Ctx,
  options: { method: 'PUT' | 'POST'; url: string; payload?: object },
  as: TestUser | undefined,
  answers = { ok: 200, hidden: 404 },
) {
  const response = await request(ctx.app, { ...options, as })
  if (response.statusCode === answers.ok) return true
  if (response.statusCode !== answers.hidden) {
    ctx.problems.push(`${options.method} ${options.url} answered ${response.statusCode}`)
  }
  return false
}

const ids = (items: { id: string }[]) => items.map((item) => item.id)
const bot = { 'user-agent': 'Twitterbot/1.0' }

async function previewMentions(ctx: Ctx, path: string, text: string) {
  const html = (await request(ctx.app, { url: path, headers: bot })).body
  return (html.match(/<meta property="og:title" content="([^"]*)"/)?.[1] ?? '').includes(text)
}

/** Opens the live stream on the post, and says whether a comment event of it reaches it. */
async function streamGetsComments(ctx: Ctx, postId: string, as: TestUser | undefined) {
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

export const surfaces: Surface[] = [
  // Posts
  {
    name: 'Everyone feed',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, '/api/posts?limit=50', as)).items).includes(s.id),
  },
  {
    name: 'Following feed',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, '/api/posts?feed=following&limit=50', as)).items).includes(s.id),
  },
  {
    name: 'tag page',
    kind: 'post',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/tags/${s.word}/posts`, as)).items).includes(s.id),
  },
  {
    name: 'post search',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/search/posts?q=${s.word}&limit=50`, as)).items).includes(s.id),
  },
  {
    // The scenario's tag is on this post alone, so the post is what suggests it.
    name: 'hashtag suggestions',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      (await json(ctx, `/api/hashtags?q=${s.word}`, as)).tags.some(
        (item: { tag: string }) => item.tag === s.word,
      ),
  },
  {
    name: 'saved posts',
    kind: 'post',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, '/api/me/saved/posts?limit=50', as)).items).includes(s.id),
  },
  {
    name: 'mention notification',
    kind: 'post',
    reads: 'list',
    roles: others,
    sees: async (ctx, s, as) =>
      (await json(ctx, '/api/notifications?limit=50', as)).items.some(
        (item: { postId: string | null }) => item.postId === s.id,
      ),
  },
  {
    name: 'link preview',
    kind: 'post',
    reads: 'list',
    roles: ['visitor'],
    sees: (ctx, s) => previewMentions(ctx, `/post/${s.id}`, `@${s.author.username}`),
  },
  {
    name: 'post page',
    kind: 'post',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/posts/${s.id}`, as),
  },
  {
    name: 'thread',
    kind: 'post',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/posts/${s.id}/comments`, as),
  },
  {
    name: 'live comments',
    kind: 'post',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => streamGetsComments(ctx, s.id, as),
  },
  {
    name: 'like',
    kind: 'post',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) => act(ctx, { method: 'PUT', url: `/api/posts/${s.id}/like` }, as),
  },
  {
    name: 'save',
    kind: 'post',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) => act(ctx, { method: 'PUT', url: `/api/posts/${s.id}/save` }, as),
  },
  {
    name: 'comment',
    kind: 'post',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) =>
      act(
        ctx,
        { method: 'POST', url: `/api/posts/${s.id}/comments`, payload: { content: 'hi' } },
        as,
        { ok: 201, hidden: 404 },
      ),
  },
  // Comments (on `member`'s post)
  {
    name: 'thread',
    kind: 'comment',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/posts/${s.hostPostId}/comments`, as)).items).includes(s.id),
  },
  {
    name: "card's comment count",
    kind: 'comment',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) =>
      (await json(ctx, `/api/posts/${s.hostPostId}`, as)).commentsCount === 1,
  },
  // Edit history reads as the comment's page does (decision 039).
  {
    name: 'comment edit history',
    kind: 'comment',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/comments/${s.id}/versions`, as),
  },
  {
    name: 'comment notification',
    kind: 'comment',
    reads: 'list',
    roles: ['member'],
    sees: async (ctx, s, as) =>
      (await json(ctx, '/api/notifications?limit=50', as)).items.some(
        (item: { commentId: string | null }) => item.commentId === s.id,
      ),
  },
  {
    name: 'like',
    kind: 'comment',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) => act(ctx, { method: 'PUT', url: `/api/comments/${s.id}/like` }, as),
  },
  {
    name: 'reply',
    kind: 'comment',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) =>
      act(
        ctx,
        {
          method: 'POST',
          url: `/api/posts/${s.hostPostId}/comments`,
          payload: { content: 'reply', parentId: s.id },
        },
        as,
        { ok: 201, hidden: 400 },
      ),
  },
  // Projects
  {
    name: 'Projects tab',
    kind: 'project',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) => {
      const response = await request(ctx.app, {
        url: `/api/users/${s.author.username}/projects`,
        as,
      })
      return response.statusCode === 200 && ids(response.json().items).includes(s.id)
    },
  },
  {
    name: 'projects count',
    kind: 'project',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) => {
      const response = await request(ctx.app, { url: `/api/users/${s.author.username}`, as })
      return response.statusCode === 200 && response.json().projectsCount === 1
    },
  },
  {
    name: 'search',
    kind: 'project',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/search?q=${s.word}`, as)).projects).includes(s.id),
  },
  {
    name: 'mention suggestions',
    kind: 'project',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/mentions?q=${s.word}`, as)).projects).includes(s.id),
  },
  {
    name: 'saved projects',
    kind: 'project',
    reads: 'list',
    roles: members,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, '/api/me/saved/projects?limit=50', as)).items).includes(s.id),
  },
  {
    name: "a post's mention link",
    kind: 'project',
    reads: 'list',
    roles: everyone,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/posts/${s.hostPostId}`, as)).mentions.projects).includes(s.id),
  },
  {
    name: 'link preview',
    kind: 'project',
    reads: 'list',
    roles: ['visitor'],
    sees: (ctx, s) => previewMentions(ctx, `/project/${s.id}`, s.word),
  },
  {
    name: 'project page',
    kind: 'project',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/projects/${s.id}`, as),
  },
  {
    name: 'Mentions tab',
    kind: 'project',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/projects/${s.id}/mentions`, as),
  },
  {
    name: 'bookmark',
    kind: 'project',
    reads: 'act',
    roles: members,
    sees: (ctx, s, as) => act(ctx, { method: 'PUT', url: `/api/projects/${s.id}/bookmark` }, as),
  },
  // Profiles
  {
    name: 'search',
    kind: 'profile',
    reads: 'list',
    roles: others,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/search?q=${s.word}`, as)).people).includes(s.id),
  },
  {
    name: 'mention suggestions',
    kind: 'profile',
    reads: 'list',
    roles: others,
    sees: async (ctx, s, as) =>
      ids((await json(ctx, `/api/mentions?q=${s.word}`, as)).users).includes(s.id),
  },
  {
    name: 'follow notification',
    kind: 'profile',
    reads: 'list',
    roles: others,
    sees: async (ctx, s, as) =>
      (await json(ctx, '/api/notifications?limit=50', as)).items.some(
        (item: { actor: { id: string } }) => item.actor.id === s.id,
      ),
  },
  {
    name: 'link preview',
    kind: 'profile',
    reads: 'list',
    roles: ['visitor'],
    sees: (ctx, s) => previewMentions(ctx, `/${s.word}`, `@${s.word}`),
  },
  {
    name: 'Atom feed',
    kind: 'profile',
    reads: 'list',
    roles: ['visitor'],
    sees: async (ctx, s) =>
      (await request(ctx.app, { url: `/${s.word}/feed.xml` })).statusCode === 200,
  },
  {
    name: 'profile page',
    kind: 'profile',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/users/${s.word}`, as),
  },
  {
    name: 'Posts tab',
    kind: 'profile',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/users/${s.word}/posts`, as),
  },
  {
    name: 'followers list',
    kind: 'profile',
    reads: 'page',
    roles: everyone,
    sees: (ctx, s, as) => page(ctx, s, `/api/users/${s.word}/followers`, as),
  },
  {
    name: 'follow',
    kind: 'profile',
    reads: 'act',
    roles: others,
    sees: (ctx, s, as) => act(ctx, { method: 'PUT', url: `/api/users/${s.word}/follow` }, as),
  },
]
