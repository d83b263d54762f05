import type { Comment } from '@common/comments'
import { limits } from '@common/limits'
import type { LiveEvent } from '@common/live-events'
import { describe, expect, it } from 'vitest'
import type { ItemAccess } from '../../policy/visibility'
import { projectFollowKey } from './follow-sets'
import type { Reader } from './messages'
import { completeBatch, type Facts, type PostFacts, type ThreadFacts } from './relevance'

// The per-stream rules on facts as a node loads them (the database side is in relevance-*.test.ts).

const visible = (ownerId: string): PostFacts => ({
  ownerId,
  ownerBanned: false,
  reportCount: 0,
  reportedByViewer: false,
  blocked: false,
  projectId: null,
})
const reported = (ownerId: string) => ({
  ...visible(ownerId),
  reportCount: limits.reportHideThreshold,
})
const banned = (ownerId: string) => ({ ...visible(ownerId), ownerBanned: true })

const reader = (viewerId: string | null, options: Partial<Reader> = {}): Reader => ({
  viewerId,
  isModerator: false,
  postId: undefined,
  follows: viewerId ? new Set() : null,
  shield: null,
  ...options,
})
const visitor = reader(null)
const author = reader('author')
const member = reader('member')
const follower = reader('follower', { follows: new Set(['author']) })
const moderator = reader('moderator', { isModerator: true })
/** A member shielded from the author (a block either way, or a mute), who follows them too. */
const shielded = reader('shielded', {
  follows: new Set(['author']),
  shield: { hides: (id) => id === 'author' || id === 'commenter' },
})

const emptyFacts: Facts = { posts: new Map(), threads: new Map(), unread: new Map() }

/** What each reader receives for one event, as the JSON it is sent (null: nothing). */
function receive(event: LiveEvent, facts: Partial<Facts>, readers: Reader[]) {
  const [message] = completeBatch(
    { id: '1', at: 5, events: [event] },
    { ...emptyFacts, ...facts },
  ).messages
  return readers.map((r) => {
    const text = message?.textFor(r)
    return text ? JSON.parse(text.plain.slice('data: '.length)) : null
  })
}
const got = (event: LiveEvent, facts: Partial<Facts>, readers: Reader[]) =>
  receive(event, facts, readers).map((message) => message !== null)

const created: LiveEvent = {
  type: 'post.created',
  postId: 'p',
  authorId: 'author',
  createdAt: '2026-01-01T00:00:00.000000Z',
}

describe('post.created', () => {
  it('reaches signed-in streams only, followed where the member follows the author', () => {
    const posts = new Map([['p', visible('author')]])
    const [toVisitor, toMember, toFollower, toAuthor] = receive(created, { posts }, [
      visitor,
      member,
      follower,
      author,
    ])
    expect(toVisitor).toBeNull()
    expect(toMember).toEqual({ ...created, followed: false, at: 5 })
    expect(toFollower).toEqual({ ...created, followed: true, at: 5 })
    expect(toAuthor).toMatchObject({ followed: false })
  })

  it("is followed for a project's followers when it is an update of that project", () => {
    const posts = new Map([['p', { ...visible('author'), projectId: 'proj' }]])
    const projectFollower = reader('pf', { follows: new Set([projectFollowKey('proj')]) })
    const otherProjectFollower = reader('of', { follows: new Set([projectFollowKey('other')]) })
    const [toProjectFollower, toOther, toFollower] = receive(created, { posts }, [
      projectFollower,
      otherProjectFollower,
      follower,
    ])
    expect(toProjectFollower).toMatchObject({ followed: true })
    expect(toOther).toMatchObject({ followed: false })
    expect(toFollower).toMatchObject({ followed: true })
  })

  it('serialises each variant once, whatever the number of streams', () => {
    const posts = new Map([['p', visible('author')]])
    const [message] = completeBatch(
      { id: '1', at: 5, events: [created] },
      { ...emptyFacts, posts },
    ).messages
    expect(message!.textFor(member)).toBe(message!.textFor(moderator))
    expect(message!.textFor(follower)).toBe(message!.textFor(reader('x', follower)))
  })

  it('goes only to its author when the author is banned, and nowhere once deleted', () => {
    const posts = new Map([['p', banned('author')]])
    expect(got(created, { posts }, [member, follower, moderator, author])).toEqual([
      false,
      false,
      false,
      true,
    ])
    expect(got(created, {}, [member, author])).toEqual([false, false])
  })

  it('skips a member shielded from the author, also when they follow the author', () => {
    const posts = new Map([['p', { ...visible('author'), projectId: 'proj' }]])
    expect(got(created, { posts }, [member, follower, shielded, author])).toEqual([
      true,
      true,
      false,
      true,
    ])
  })
})

describe('post.removed and post.restored', () => {
  const removed: LiveEvent = { type: 'post.removed', postId: 'p' }
  const watchingModerator = reader('moderator', { isModerator: true, postId: 'p' })
  const everyone = [visitor, member, author, moderator, watchingModerator]

  it('tells everyone of a deleted post, its author included', () => {
    expect(got(removed, {}, everyone)).toEqual([true, true, true, true, true])
  })

  it('spares whoever still sees a post hidden by reports: its author, a moderator on its page', () => {
    const posts = new Map([['p', reported('author')]])
    expect(got(removed, { posts }, everyone)).toEqual([true, true, false, true, false])
  })

  it('shows a restored post again to all but its author, and not at all when the author is banned', () => {
    const restored: LiveEvent = { type: 'post.restored', postId: 'p' }
    const visibleAgain = new Map([['p', visible('author')]])
    expect(got(restored, { posts: visibleAgain }, everyone)).toEqual([
      true,
      true,
      false,
      true,
      true,
    ])
    const bannedAuthor = new Map([['p', banned('author')]])
    expect(got(restored, { posts: bannedAuthor }, everyone)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('tells everyone but the member of a ban or an unban', () => {
    for (const type of ['author.hidden', 'author.restored'] as const) {
      expect(got({ type, userId: 'author' }, {}, [visitor, member, moderator, author])).toEqual([
        true,
        true,
        true,
        false,
      ])
    }
  })
})

const shown = (id: string, userId: string): Comment => ({
  id,
  postId: 'p',
  parentId: null,
  author: { id: userId, username: userId, name: userId, avatarUrl: null },
  content: 'Hi',
  deleted: false,
  createdAt: '2026-01-01T00:00:00.000000Z',
  editedAt: null,
  likesCount: 4,
  likedByMe: false,
})

function thread(post: ItemAccess, comments: [string, ItemAccess][] = []): Map<string, ThreadFacts> {
  const byId = new Map(
    comments.map(([id, access]) => [id, { access, shown: shown(id, access.ownerId) }]),
  )
  return new Map([['p', { post, commentCount: 7, comments: byId }]])
}

describe('comment events', () => {
  const watching = (r: Reader) => ({ ...r, postId: 'p' })
  const watchers = [visitor, member, author, moderator].map(watching)
  const commenter = watching(reader('commenter'))
  const createdComment: LiveEvent = { type: 'comment.created', postId: 'p', commentId: 'c' }

  it('carries the comment and the count, to that post’s watchers only', () => {
    const threads = thread(visible('author'), [['c', visible('commenter')]])
    const [toWatcher] = receive(createdComment, { threads }, [watchers[0]!])
    expect(toWatcher).toEqual({
      type: 'comment.created',
      postId: 'p',
      comment: shown('c', 'commenter'),
      commentCount: 7,
      at: 5,
    })
    expect(got(createdComment, { threads }, [member, reader('member', { postId: 'q' })])).toEqual([
      false,
      false,
    ])
  })

  it('reaches only those who may read a hidden post’s thread', () => {
    const hiddenByReports = thread(reported('author'), [['c', visible('author')]])
    expect(got(createdComment, { threads: hiddenByReports }, watchers)).toEqual([
      false,
      false,
      true,
      true,
    ])
    const bannedAuthor = thread(banned('author'), [['c', visible('author')]])
    expect(got(createdComment, { threads: bannedAuthor }, watchers)).toEqual([
      false,
      false,
      true,
      false,
    ])
  })

  it('keeps a banned commenter’s comment to themselves', () => {
    const threads = thread(visible('author'), [['c', banned('commenter')]])
    expect(got(createdComment, { threads }, [...watchers, commenter])).toEqual([
      false,
      false,
      false,
      false,
      true,
    ])
  })

  it('keeps a new comment from a member shielded from its author, not its later events', () => {
    const threads = thread(visible('author'), [['c', visible('commenter')]])
    const shieldedWatcher = watching(shielded)
    expect(got(createdComment, { threads }, [watchers[1]!, shieldedWatcher])).toEqual([true, false])
    const edited: LiveEvent = { type: 'comment.edited', postId: 'p', commentId: 'c' }
    // Re-read on the page, where the policy collapses or leaves it out.
    expect(got(edited, { threads }, [shieldedWatcher])).toEqual([true])
  })

  it('says whether replies went with a removed comment, and spares the author of a hidden one', () => {
    const removed: LiveEvent = { type: 'comment.removed', postId: 'p', commentId: 'c' }
    const deleted = receive(removed, { threads: thread(visible('author')) }, [
      watchers[1]!,
      commenter,
    ])
    expect(deleted).toEqual([
      {
        type: 'comment.removed',
        postId: 'p',
        commentId: 'c',
        commentCount: 7,
        withReplies: true,
        at: 5,
      },
      expect.objectContaining({ withReplies: true }),
    ])
    const hidden = thread(visible('author'), [['c', reported('commenter')]])
    const [toMember, toCommenter] = receive(removed, { threads: hidden }, [watchers[1]!, commenter])
    expect(toMember).toMatchObject({ withReplies: false })
    expect(toCommenter).toBeNull()
  })

  it('sends the likes count as read when completing, and nothing for a deleted comment', () => {
    const liked: LiveEvent = { type: 'comment.liked', postId: 'p', commentId: 'c', likesCount: 1 }
    const threads = thread(visible('author'), [['c', visible('commenter')]])
    expect(receive(liked, { threads }, [watchers[0]!])[0]).toMatchObject({ likesCount: 4 })
    expect(got(liked, { threads: thread(visible('author')) }, watchers)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

describe('notifications', () => {
  it('sends the unread count to its member only, and marks the one not read here', () => {
    const event: LiveEvent = { type: 'notifications.changed', userId: 'member' }
    const unread = new Map([['member', 2]])
    const [toMember, toAuthor] = receive(event, { unread }, [member, author])
    expect(toMember).toEqual({ type: 'notifications.unread', unreadCount: 2, at: 5 })
    expect(toAuthor).toBeNull()
    const [notRead] = completeBatch({ id: '1', at: 5, events: [event] }, emptyFacts).messages
    expect(notRead!.textFor(member)).toBeNull()
    expect(notRead!.unreadOf).toBe('member')
  })

  it('keeps follow changes for the node, never for a stream', () => {
    const change: LiveEvent = {
      type: 'follow.changed',
      followerId: 'member',
      followeeId: 'author',
      following: true,
    }
    const done = completeBatch({ id: '1', at: 5, events: [change] }, emptyFacts)
    expect(done.messages).toEqual([])
    expect(done.followChanges).toEqual([change])
  })

  it('keeps shield changes for the node, never for a stream', () => {
    const change: LiveEvent = {
      type: 'shield.changed',
      memberId: 'member',
      otherId: 'author',
      kind: 'block',
      on: true,
    }
    const done = completeBatch({ id: '1', at: 5, events: [change] }, emptyFacts)
    expect(done.messages).toEqual([])
    expect(done.shieldChanges).toEqual([change])
  })
})
