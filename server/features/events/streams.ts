import type { ServerResponse } from 'node:http'
import type { CompletedBatch, CompletedMessage, Reader, SseText } from './messages'

export type LiveStream = Reader & {
  /** The session it was opened with (null or absent for a visitor). */
  sessionId?: string | null
  res: ServerResponse
  end(): void
  /** Text queued for the next flush. */
  pending: string
  /** Unread counts written so far: a slower lookup of the count must not overwrite a newer one. */
  unreadWrites: number
}

/**
 * Streams written per turn of the event loop: thousands of writes in one go would hold up the
 * queries of requests in flight (and their pool connections) for hundreds of milliseconds.
 */
const FLUSH_SLICE = 500

/** A client that has not read this much is too slow: drop it, it resumes from its last id. */
const MAX_BUFFERED_BYTES = 256 * 1024

/**
 * The SSE text of the batches one stream may see, by the same rules as the fan-out (the last
 * message carries its batch's id), and whether a badge change in them was not loaded here.
 */
export function replayText(batches: CompletedBatch[], reader: Reader) {
  let text = ''
  let missesUnread = false
  for (const batch of batches) {
    const texts: SseText[] = []
    for (const message of batch.messages) {
      const found = message.textFor(reader)
      if (found) texts.push(found)
      else if (message.unreadOf !== undefined && message.unreadOf === reader.viewerId) {
        missesUnread = true
      }
      // A count replayed after the missing one is newer: nothing to read then.
      if (found && message.unreadOf) missesUnread = false
    }
    texts.forEach((found, index) => {
      text += index === texts.length - 1 ? found.withId : found.plain
    })
  }
  return { text, missesUnread }
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
 * serialisation per event (two for a new post: followed or not, done once in completion) plus a
 * rule and a write per stream it may concern: a badge touches only its member's tabs, a comment
 * only that post's watchers, a new post only signed-in streams.
 *
 * Writes are queued and flushed after the current turn of the event loop, a slice per turn. A socket write
 * is the expensive part (a system call, on loopback also the receiver's TCP work), so when
 * thousands of streams make a flush slow, the batches that arrived meanwhile go out together:
 * one write per stream however many events, and no extra delay when the server is idle.
 */
export class LiveStreams {
  readonly all = new Set<LiveStream>()
  private readonly signedIn = new Set<LiveStream>()
  private readonly dirty = new Set<LiveStream>()
  private flushScheduled = false
  private readonly byViewer = new Map<string, Set<LiveStream>>()
  private readonly byPost = new Map<string, Set<LiveStream>>()
  private readonly byLaunchDay = new Map<string, Set<LiveStream>>()

  /** `onUnreadMissing`: a stream is owed its member's unread count, which this node did not load. */
  constructor(private readonly onUnreadMissing: (stream: LiveStream) => void = () => {}) {}

  add(stream: LiveStream) {
    this.all.add(stream)
    if (stream.viewerId) {
      this.signedIn.add(stream)
      addTo(this.byViewer, stream.viewerId, stream)
    }
    if (stream.postId) addTo(this.byPost, stream.postId, stream)
    if (stream.launchDay) addTo(this.byLaunchDay, stream.launchDay, stream)
  }

  remove(stream: LiveStream) {
    this.all.delete(stream)
    this.signedIn.delete(stream)
    this.dirty.delete(stream)
    stream.pending = ''
    if (stream.viewerId) removeFrom(this.byViewer, stream.viewerId, stream)
    if (stream.postId) removeFrom(this.byPost, stream.postId, stream)
    if (stream.launchDay) removeFrom(this.byLaunchDay, stream.launchDay, stream)
  }

  /** This member's streams here. */
  ofViewer(userId: string): ReadonlySet<LiveStream> {
    return this.byViewer.get(userId) ?? new Set()
  }

  /** Whether this member has a stream here (their unread count is worth reading). */
  hasViewer(userId: string): boolean {
    return this.byViewer.has(userId)
  }

  private candidates({ among }: CompletedMessage): Iterable<LiveStream> {
    switch (among.kind) {
      case 'all':
        return this.all
      case 'signed-in':
        return this.signedIn
      case 'viewer':
        return this.byViewer.get(among.userId) ?? []
      case 'post':
        return this.byPost.get(among.postId) ?? []
      case 'launch-day':
        return this.byLaunchDay.get(among.day) ?? []
    }
  }

  private textFor(message: CompletedMessage, stream: LiveStream) {
    const text = message.textFor(stream)
    if (message.unreadOf === undefined) return text
    // A badge change for a member whose stream opened while the batch was being completed.
    if (!text) this.onUnreadMissing(stream)
    else stream.unreadWrites++
    return text
  }

  deliver(batch: CompletedBatch) {
    if (batch.messages.length === 1) {
      const message = batch.messages[0]!
      // Deleting the current entry while iterating a Set is safe: a dropped stream leaves cleanly.
      for (const stream of this.candidates(message)) {
        const text = this.textFor(message, stream)
        if (text) this.write(stream, text.withId)
      }
      return
    }
    // Several events (an action with notifications): each stream gets its share in one write.
    const pending = new Map<LiveStream, SseText[]>()
    for (const message of batch.messages) {
      for (const stream of this.candidates(message)) {
        const text = this.textFor(message, stream)
        if (!text) continue
        const list = pending.get(stream)
        if (list) list.push(text)
        else pending.set(stream, [text])
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
