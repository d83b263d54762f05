import { randomUUID } from 'node:crypto'
import { useTestApp } from '@tests/support/app'
import { waitUntil } from '@tests/support/live-stream'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { MAX_PAYLOAD_BYTES } from '../../lib/event-bus'

// What goes through PostgreSQL: one NOTIFY per action, ids and numbers only (the nodes complete
// the rest), split only when a very large action would not fit.

const t = useTestApp()

describe('what goes through PostgreSQL', () => {
  it('sends one NOTIFY per publish, ids only and under 1 KB, splitting only a very large action', async () => {
    const listener = new pg.Client({ connectionString: t.database.url })
    await listener.connect()
    const payloads: string[] = []
    listener.on('notification', (message) => payloads.push(message.payload ?? ''))
    await listener.query('LISTEN makerfolio_events')
    try {
      const recipients = Array.from(
        { length: 40 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      )
      const received: string[] = []
      const stop = t.bus.subscribe((event) => {
        if (event.type === 'notifications.changed') received.push(event.userId)
      })
      await t.bus.publish([
        {
          type: 'post.created',
          postId: randomUUID(),
          authorId: recipients[1]!,
          createdAt: '2026-01-05T10:00:00.000000Z',
        },
        { type: 'notifications.changed', userId: recipients[0]! },
      ])
      await waitUntil(() => payloads.length === 1)
      await t.bus.publish(recipients.map((userId) => ({ type: 'notifications.changed', userId })))
      // This node's subscribers and the separate listener hear the batch on their own
      // connections: wait for both.
      await waitUntil(() => received.length === 41 && payloads.length > 2)
      stop()
      expect(received.slice(1)).toEqual(recipients)
      expect(payloads.length).toBeGreaterThan(2)
      expect(payloads.length).toBeLessThanOrEqual(5)
      for (const payload of payloads) {
        expect(Buffer.byteLength(payload)).toBeLessThan(MAX_PAYLOAD_BYTES)
        expect(JSON.parse(payload)).toMatchObject({
          id: expect.stringMatching(/^\d+$/),
          at: expect.any(Number),
        })
      }
      // Every batch has its own id: the sending transaction's.
      expect(new Set(payloads.map((p) => JSON.parse(p).id)).size).toBe(payloads.length)
    } finally {
      await listener.end()
    }
  })
})
