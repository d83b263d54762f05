import type { Comment } from '@common/comments'
import type { LiveEvent, LiveStreamEvent } from '@common/live-events'
import type { LiveBatch } from '../../lib/event-bus'
import {
  hiddenReason,
  type ItemAccess,
  type PolicyViewer,
  pageHiddenReason,
} from '../../policy/visibility'
import { projectFollowKey } from './follow-sets'
import {
  type CompletedBatch,
  type CompletedMessage,
  type FollowChange,
  type Reader,
  type ShieldChange,
  type SseText,
  sseText,
} from './messages'

// Which stream receives what (decision 002, amended for issue #15), from the facts this node
// loaded once per batch and the visibility policy (decision 015): an event reaches a stream only
// when it changes something that stream's member may see.

/** A comment as anyone sees it, and who may see it. */
export type CommentFacts = { access: ItemAccess; shown: Comment }

/** A post's thread as the comment events need it. */
export type ThreadFacts = {
  post: ItemAccess
  /** Comments everyone sees (a visitor's count), after the change. */
  commentCount: number
  /** The comments named by the batch's events that still exist. */
  comments: Map<string, CommentFacts>
}

/** A post's visibility, and the project it is an update of (null for a plain post). */
export type PostFacts = ItemAccess & { projectId: string | null }

/** What the node read for a batch; what is missing no longer exists. */
export type Facts = {
  posts: Map<string, PostFacts>
  threads: Map<string, ThreadFacts>
  /** Unread counts of the recipients that had a stream on this node. */
  unread: Map<string, number>
  /** Launches' vote counts, read when the batch was completed. */
  launches?: Map<string, LaunchFacts>
}

/** A launch's vote counts and who may see its project (the launch is the project's). */
export type LaunchFacts = { votesCount: number; countedVotesCount: number; project: ItemAccess }

const policyViewer = (reader: Reader): PolicyViewer =>
  reader.viewerId === null
    ? null
    : { id: reader.viewerId, role: reader.isModerator ? 'moderator' : 'member', banned: false }

/** Lists (feeds, profiles, tags): moderators are members there, the author sees their own. */
const seesInLists = (item: ItemAccess, reader: Reader) =>
  hiddenReason(item, reader.viewerId) === null

/** A post's page and its thread: also open to a moderator when only reports hide it. */
const readsPage = (post: ItemAccess, reader: Reader) =>
  pageHiddenReason(post, policyViewer(reader)) === null

export function completeBatch(batch: LiveBatch, facts: Facts): CompletedBatch {
  const messages: CompletedMessage[] = []
  const followChanges: FollowChange[] = []
  const shieldChanges: ShieldChange[] = []
  const text = (event: LiveStreamEvent) => sseText(batch.id, event, batch.at)
  for (const event of batch.events) {
    if (event.type === 'follow.changed') followChanges.push(event)
    else if (event.type === 'shield.changed') shieldChanges.push(event)
    else {
      const message = completeEvent(event, facts, text)
      if (Array.isArray(message)) messages.push(...message)
      else if (message) messages.push(message)
    }
  }
  return { id: batch.id, messages, followChanges, shieldChanges }
}

type Text = (event: LiveStreamEvent) => SseText
type StreamBound = Exclude<LiveEvent, FollowChange | ShieldChange>

function completeEvent(
  event: StreamBound,
  facts: Facts,
  text: Text,
): CompletedMessage | CompletedMessage[] | null {
  switch (event.type) {
    case 'post.created':
      return postCreated(event, facts.posts.get(event.postId), text)
    case 'post.removed': {
      const message = text({ type: 'post.removed', postId: event.postId })
      const post = facts.posts.get(event.postId)
      // Deleted: gone for everyone, its author included.
      if (!post) return { among: { kind: 'all' }, textFor: () => message }
      // Hidden by reports: not for whoever still sees it, its author in lists and a moderator
      // on its page (the moderation queue links there).
      return {
        among: { kind: 'all' },
        textFor: (reader) =>
          seesInLists(post, reader) || (reader.postId === event.postId && readsPage(post, reader))
            ? null
            : message,
      }
    }
    case 'post.restored': {
      const post = facts.posts.get(event.postId)
      if (!post) return null
      const message = text({ type: 'post.restored', postId: event.postId })
      // Its author never lost it; a banned author's post stays hidden.
      return {
        among: { kind: 'all' },
        textFor: (reader) =>
          reader.viewerId !== post.ownerId && seesInLists(post, reader) ? message : null,
      }
    }
    case 'post.edited': {
      const post = facts.posts.get(event.postId)
      if (!post) return null
      const message = text({ type: 'post.edited', postId: event.postId })
      // Whoever may see it in a list or on its page; nobody else learns it changed.
      return {
        among: { kind: 'all' },
        textFor: (reader) =>
          seesInLists(post, reader) || (reader.postId === event.postId && readsPage(post, reader))
            ? message
            : null,
      }
    }
    case 'author.hidden':
    case 'author.restored': {
      const message = text({ type: event.type, userId: event.userId })
      // A member always sees their own content.
      return {
        among: { kind: 'all' },
        textFor: (reader) => (reader.viewerId === event.userId ? null : message),
      }
    }
    case 'comment.created':
    case 'comment.removed':
    case 'comment.restored':
    case 'comment.edited':
    case 'comment.liked':
      return commentEvent(event, facts.threads.get(event.postId), text)
    case 'launch.voted':
      return launchVoted(event, facts, text)
    case 'notifications.changed': {
      const count = facts.unread.get(event.userId)
      const among = { kind: 'viewer', userId: event.userId } as const
      if (count === undefined) return { among, textFor: () => null, unreadOf: event.userId }
      const message = text({ type: 'notifications.unread', unreadCount: count })
      return {
        among,
        textFor: (reader) => (reader.viewerId === event.userId ? message : null),
        unreadOf: event.userId,
      }
    }
  }
}

/**
 * To the open launch page (the stream following its thread post, when its viewer may read it) and
 * to the open leaderboards of its day (streams with `?launches=`, when the project is one their
 * viewer sees in lists): the counts as read now.
 */
function launchVoted(
  event: Extract<LiveEvent, { type: 'launch.voted' }>,
  facts: Facts,
  text: Text,
): CompletedMessage[] | null {
  const launch = facts.launches?.get(event.launchId)
  // The launch is gone: nothing left to count.
  if (!launch) return null
  const { launchId, day, postId } = event
  const { votesCount, countedVotesCount } = launch
  const message = text({
    type: 'launch.voted',
    launchId,
    day,
    postId,
    votesCount,
    countedVotesCount,
  })
  const board: CompletedMessage = {
    among: { kind: 'launch-day', day },
    textFor: (reader) =>
      reader.launchDay === day && seesInLists(launch.project, reader) ? message : null,
  }
  const post = postId ? facts.posts.get(postId) : undefined
  if (!postId || !post) return [board]
  return [
    board,
    {
      among: { kind: 'post', postId },
      textFor: (reader) =>
        // A page that shows the leaderboard too has it from `board` already.
        reader.postId === postId && reader.launchDay !== day && readsPage(post, reader)
          ? message
          : null,
    },
  ]
}

function postCreated(
  event: Extract<LiveEvent, { type: 'post.created' }>,
  post: PostFacts | undefined,
  text: Text,
): CompletedMessage | null {
  // Deleted before this node completed it: its post.removed follows.
  if (!post) return null
  const { postId, authorId, createdAt } = event
  const plain = text({ type: 'post.created', postId, authorId, createdAt, followed: false })
  const followed = text({ type: 'post.created', postId, authorId, createdAt, followed: true })
  // A banned author's post (a ban that raced the write) is theirs alone.
  const seenByAll = hiddenReason(post, null) === null
  return {
    among: seenByAll ? { kind: 'signed-in' } : { kind: 'viewer', userId: authorId },
    textFor(reader) {
      // Visitors have no feed (/feed is for members): nothing of theirs lists a new post.
      if (reader.viewerId === null) return null
      if (!seenByAll && !seesInLists(post, reader)) return null
      // Not in the reader's feeds either way across a block, nor when they muted the author.
      if (reader.shield?.hides(authorId)) return null
      // As the Following feed lists it: by a followed member, or an update of a followed project.
      const { follows } = reader
      const inFollowing =
        !!follows &&
        (follows.has(authorId) ||
          (!!post.projectId && follows.has(projectFollowKey(post.projectId))))
      return inFollowing ? followed : plain
    },
  }
}

type CommentEvent = Extract<LiveEvent, { type: `comment.${string}` }>

function commentEvent(
  event: CommentEvent,
  thread: ThreadFacts | undefined,
  text: Text,
): CompletedMessage | null {
  // The post is gone: its post.removed says all.
  if (!thread) return null
  const { postId, commentId } = event
  const comment = thread.comments.get(commentId)
  const among = { kind: 'post', postId } as const
  const watches = (reader: Reader) => reader.postId === postId && readsPage(thread.post, reader)
  if (event.type === 'comment.removed') {
    const { commentCount } = thread
    // Still there: hidden by reports, so its replies stay; deleted, they went with it (cascade).
    const withReplies = !comment
    const message = text({ type: 'comment.removed', postId, commentId, commentCount, withReplies })
    // Not for whoever still sees it: the author of a comment hidden by reports.
    return {
      among,
      textFor: (reader) =>
        watches(reader) && !(comment && seesInLists(comment.access, reader)) ? message : null,
    }
  }
  // Deleted since: its comment.removed follows.
  if (!comment) return null
  let message: SseText
  if (event.type === 'comment.created') {
    const { commentCount } = thread
    message = text({ type: 'comment.created', postId, comment: comment.shown, commentCount })
  } else if (event.type === 'comment.restored' || event.type === 'comment.edited') {
    // An edit asks open threads the same as a restore: read this comment again.
    message = text({ type: 'comment.restored', postId, commentId })
  } else {
    // The count as read now: two likes racing publish in either order, the last read is right.
    const likesCount = comment.shown.likesCount
    message = text({ type: 'comment.liked', postId, commentId, likesCount })
  }
  const isRestoredToAuthor = (reader: Reader) =>
    event.type === 'comment.restored' && reader.viewerId === comment.access.ownerId
  // A new comment across a block or by a muted member carries its text: the reader's thread shows
  // it collapsed as "Blocked", or not at all, when next read.
  const shields = (reader: Reader) =>
    event.type === 'comment.created' && !!reader.shield?.hides(comment.access.ownerId)
  return {
    among,
    textFor: (reader) =>
      watches(reader) &&
      seesInLists(comment.access, reader) &&
      !isRestoredToAuthor(reader) &&
      !shields(reader)
        ? message
        : null,
  }
}
