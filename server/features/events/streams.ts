import type { ServerResponse } from 'node:http'
import type { LiveEvent } from '@common/live-events'
import type { StoredBatch } from './history'

export type LiveStream = {
  viewerId: string | null
  postId: string | undefined
  res: ServerResponse
  end(): void
  /** Text queued for the next flush. */
  pending: string
}

/**
 * Streams written per turn of the event loop: thousands of writes in one go would hold up the
 * queries of requests in flight (and their pool connections) for hundreds of milliseconds.
 */
const FLUSH_SLICE = 500

/** A client that has not read this much is too slow: drop it, it resumes from its last id. */
const MAX_BUFFERED_BYTES = 256 * 1024

/** Whether one connection should see an event: notifications only reach their recipient. */
export function isVisibleTo(event: LiveEvent, viewerId: string | null, postId: string | undefined) {
  switch (event.type) {
    case 'posts.changed':
      return true
    case 'comments.changed':
      return event.postId === postId
    case 'notifications.changed':
      return viewerId !== null && event.userId === viewerId
  }
}

/** The SSE text of the batches one stream may see; the last message carries its batch's id. */
export function replayText(
  batches: StoredBatch[],
  stream: Pick<LiveStream, 'viewerId' | 'postId'>,
) {
  let text = ''
  for (const batch of batches) {
    const visible = batch.messages.filter((m) =>
      isVisibleTo(m.event, stream.viewerId, stream.postId),
    )
    visible.forEach((message, index) => {
      text += index === visible.length - 1 ? message.withId : message.plain
    })
  }
  return text
}

function addTo(index: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) {
  let set = index.get(key)
  if (!set) {
    set = new Set()
    index.set(key, set)
  }
  set.add(stream)
}

function removeFrom(index: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) {
  const set = index.get(key)
  if (!set) return
  set.delete(stream)
  if (set.size === 0) index.delete(key)
}

/**
 * The open streams of this process, indexed by who may see what, so a batch costs one
 * serialisation (done once in `toMessages`) plus one write per stream that sees it: a
 * notification touches only its recipient's tabs, a comment only that post's watchers.
 *
 * Writes are queued and flushed after the current turn of the event loop, a slice per turn. A socket write
 * is the expensive part (a system call, on loopback also the receiver's TCP work), so when
 * thousands of streams make a flush slow, the batches that arrived meanwhile go out together:
 * one write per stream however many events, and no extra delay when the server is idle.
 */
export class LiveStreams {
  readonly all = new Set<LiveStream>()
  private readonly dirty = new Set<LiveStream>()
  private flushScheduled = false
  private readonly byViewer = new Map<string, Set<LiveStream>>()
  private readonly byPost = new Map<string, Set<LiveStream>>()

  add(stream: LiveStream) {
    this.all.add(stream)
    if (stream.viewerId) addTo(this.byViewer, stream.viewerId, stream)
    if (stream.postId) addTo(this.byPost, stream.postId, stream)
  }

  remove(stream: LiveStream) {
    this.all.delete(stream)
    this.dirty.delete(stream)
    stream.pending = ''
    if (stream.viewerId) removeFrom(this.byViewer, stream.viewerId, stream)
    if (stream.postId) removeFrom(this.byPost, stream.postId, stream)
  }

  private audience(event: LiveEvent): Iterable<LiveStream> {
    switch (event.type) {
      case 'posts.changed':
        return this.all
      case 'comments.changed':
        return this.byPost.get(event.postId) ?? []
      case 'notifications.changed':
        return this.byViewer.get(event.userId) ?? []
    }
  }

  deliver(batch: StoredBatch) {
    if (batch.messages.length === 1) {
      const message = batch.messages[0]!
      // Deleting the current entry while iterating a Set is safe: a dropped stream leaves cleanly.
      for (const stream of this.audience(message.event)) this.write(stream, message.withId)
      return
    }
    // Several events (an action with notifications): each stream gets its share in one write.
    const pending = new Map<LiveStream, EventMessageList>()
    for (const message of batch.messages) {
      for (const stream of this.audience(message.event)) {
        const list = pending.get(stream)
        if (list) list.push(message)
        else pending.set(stream, [message])
      }
    }
    for (const [stream, list] of pending) {
      let text = ''
      for (let i = 0; i < list.length; i++)
        text += i === list.length - 1 ? list[i]!.withId : list[i]!.plain
      this.write(stream, text)
    }
  }

  /** The same text to every stream (heartbeats, resync). */
  broadcast(text: string) {
    for (const stream of this.all) this.write(stream, text)
  }

  write(stream: LiveStream, text: string) {
    stream.pending += text
    this.dirty.add(stream)
    if (this.flushScheduled) return
    this.flushScheduled = true
    setImmediate(() => this.flush())
  }

  /** Writes a slice of the queued streams, then lets database callbacks run before the rest. */
  private flush() {
    let budget = FLUSH_SLICE
    for (const stream of this.dirty) {
      this.dirty.delete(stream)
      const text = stream.pending
      stream.pending = ''
      if (stream.res.writableLength > MAX_BUFFERED_BYTES) stream.end()
      else stream.res.write(text)
      if (--budget === 0) break
    }
    if (this.dirty.size > 0) setImmediate(() => this.flush())
    else this.flushScheduled = false
  }
}

type EventMessageList = StoredBatch['messages']
