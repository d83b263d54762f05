import type { ServerResponse } from 'node:http'
import type { LiveEvent } from '@common/live-events'
import { describe, expect, it } from 'vitest'
import { completeBatch, type Facts } from './relevance'
import { type LiveStream, LiveStreams, replayText } from './streams'

const noFacts: Facts = { posts: new Map(), threads: new Map(), unread: new Map() }

function fakeStream(
  streams: LiveStreams,
  viewerId: string | null,
  options: { postId?: string; follows?: string[] } = {},
) {
  const writes: string[] = []
  const res = { writableLength: 0, write: (text: string) => writes.push(text) }
  const stream: LiveStream = {
    viewerId,
    isModerator: false,
    postId: options.postId,
    follows: viewerId ? new Set(options.follows) : null,
    shield: null,
    res: res as unknown as ServerResponse,
    pending: '',
    unreadWrites: 0,
    end: () => streams.remove(stream),
  }
  streams.add(stream)
  return { stream, writes, res }
}

const batch = (id: string, events: LiveEvent[], facts = noFacts) =>
  completeBatch({ id, at: 1, events }, facts)

const turn = () => new Promise((resolve) => setImmediate(resolve))
async function settle() {
  for (let i = 0; i < 10; i++) await turn()
}

describe('live fan-out', () => {
  it('writes each stream only its share of a batch, the batch id on its last message', async () => {
    const streams = new LiveStreams()
    const ada = fakeStream(streams, 'ada')
    const bob = fakeStream(streams, 'bob')
    const facts = { ...noFacts, unread: new Map([['bob', 3]]) }
    streams.deliver(
      batch(
        '9',
        [
          { type: 'author.hidden', userId: 'cy' },
          { type: 'notifications.changed', userId: 'bob' },
        ],
        facts,
      ),
    )
    await settle()
    expect(ada.writes).toEqual(['id: 9\ndata: {"type":"author.hidden","userId":"cy","at":1}\n\n'])
    expect(bob.writes).toEqual([
      'data: {"type":"author.hidden","userId":"cy","at":1}\n\n' +
        'id: 9\ndata: {"type":"notifications.unread","unreadCount":3,"at":1}\n\n',
    ])
  })

  it('coalesces batches queued in one turn into one write per stream, across turns for thousands', async () => {
    const streams = new LiveStreams()
    const all = Array.from({ length: 1200 }, () => fakeStream(streams, null))
    streams.deliver(batch('1', [{ type: 'post.removed', postId: 'a' }]))
    streams.deliver(batch('2', [{ type: 'post.removed', postId: 'b' }]))
    await turn()
    // The first slice is written, the rest waits for the next turns.
    expect(all.filter((s) => s.writes.length > 0).length).toBeLessThan(1200)
    await settle()
    for (const { writes } of all) {
      expect(writes).toHaveLength(1)
      expect(writes[0]).toMatch(/postId":"a".*\n\nid: 2\n.*postId":"b"/s)
    }
  })

  it('drops a stream that stopped reading instead of buffering for it without end', async () => {
    const streams = new LiveStreams()
    const slow = fakeStream(streams, null)
    slow.res.writableLength = 10 * 1024 * 1024
    streams.deliver(batch('1', [{ type: 'post.removed', postId: 'a' }]))
    await settle()
    expect(slow.writes).toEqual([])
    expect(streams.all.has(slow.stream)).toBe(false)
  })

  it('asks for the unread count of a member whose stream opened while it was being read', async () => {
    const owed: string[] = []
    const streams = new LiveStreams((stream) => owed.push(stream.viewerId!))
    const ada = fakeStream(streams, 'ada')
    // Completed while ada had no stream here: no count was read for her.
    streams.deliver(batch('1', [{ type: 'notifications.changed', userId: 'ada' }]))
    await settle()
    expect(ada.writes).toEqual([])
    expect(owed).toEqual(['ada'])
  })
})

describe('replay', () => {
  it('applies the same rules as the fan-out, and says when a badge count is owed', () => {
    const batches = [
      batch('1', [{ type: 'post.removed', postId: 'a' }]),
      batch('2', [{ type: 'notifications.changed', userId: 'ada' }]),
      batch('3', [{ type: 'author.hidden', userId: 'ada' }]),
    ]
    const ada = {
      viewerId: 'ada',
      isModerator: false,
      postId: undefined,
      follows: new Set<string>(),
      shield: null,
    }
    const replay = replayText(batches, ada)
    // Her own ban is not news to her; her count was not read on this node.
    expect(replay.text).toBe('id: 1\ndata: {"type":"post.removed","postId":"a","at":1}\n\n')
    expect(replay.missesUnread).toBe(true)
    const visitor = { ...ada, viewerId: null, follows: null }
    expect(replayText(batches, visitor).missesUnread).toBe(false)
  })
})
