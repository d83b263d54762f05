import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { toMessages } from './history'
import { type LiveStream, LiveStreams } from './streams'

function fakeStream(streams: LiveStreams, viewerId: string | null, postId?: string) {
  const writes: string[] = []
  const res = { writableLength: 0, write: (text: string) => writes.push(text) }
  const stream: LiveStream = {
    viewerId,
    postId,
    res: res as unknown as ServerResponse,
    pending: '',
    end: () => streams.remove(stream),
  }
  streams.add(stream)
  return { stream, writes, res }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))
async function settle() {
  for (let i = 0; i < 10; i++) await turn()
}

describe('live fan-out', () => {
  it('writes each stream only its share of a batch, the batch id on its last message', async () => {
    const streams = new LiveStreams()
    const ada = fakeStream(streams, 'ada', 'p1')
    const bob = fakeStream(streams, 'bob')
    streams.deliver(
      toMessages({
        id: '9',
        at: 1,
        events: [
          { type: 'comments.changed', postId: 'p1' },
          { type: 'notifications.changed', userId: 'bob' },
        ],
      }),
    )
    await settle()
    expect(ada.writes).toEqual([
      'id: 9\ndata: {"type":"comments.changed","postId":"p1","at":1}\n\n',
    ])
    expect(bob.writes).toEqual([
      'id: 9\ndata: {"type":"notifications.changed","userId":"bob","at":1}\n\n',
    ])
  })

  it('coalesces batches queued in one turn into one write per stream, across turns for thousands', async () => {
    const streams = new LiveStreams()
    const all = Array.from({ length: 1200 }, () => fakeStream(streams, null))
    streams.deliver(
      toMessages({ id: '1', at: 1, events: [{ type: 'posts.changed', postId: 'a' }] }),
    )
    streams.deliver(
      toMessages({ id: '2', at: 1, events: [{ type: 'posts.changed', postId: 'b' }] }),
    )
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
    streams.deliver(toMessages({ id: '1', at: 1, events: [{ type: 'posts.changed' }] }))
    await settle()
    expect(slow.writes).toEqual([])
    expect(streams.all.has(slow.stream)).toBe(false)
  })
})
