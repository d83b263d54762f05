import { describe, expect, it } from 'vitest'
import type { LiveBatch } from '../../lib/event-bus'
import { OrderedCompletion } from './completion'
import type { CompletedBatch } from './messages'

const batch = (id: string): LiveBatch => ({ id, at: 1, events: [] })
const done = (b: LiveBatch): CompletedBatch => ({
  id: b.id,
  messages: [],
  followChanges: [],
  shieldChanges: [],
})

/** A completer whose answers the test releases one call at a time. */
function controlledCompleter() {
  const calls: { ids: string[]; release(fail?: boolean): void }[] = []
  const complete = (batches: LiveBatch[]) =>
    new Promise<CompletedBatch[]>((resolve, reject) => {
      calls.push({
        ids: batches.map((b) => b.id),
        release: (fail) => (fail ? reject(new Error('query failed')) : resolve(batches.map(done))),
      })
    })
  return { calls, complete }
}

function sinkLog() {
  const log: string[] = []
  return {
    log,
    sink: {
      batch: (b: CompletedBatch) => void log.push(b.id),
      gap: ({ dropped, unknown }: { dropped: LiveBatch[]; unknown: boolean }) =>
        void log.push(`gap(${dropped.map((b) => b.id).join(',')}${unknown ? ' unknown' : ''})`),
    },
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('ordered completion', () => {
  it('completes what waits behind a running completion together, and hands all on in order', async () => {
    const { calls, complete } = controlledCompleter()
    const { log, sink } = sinkLog()
    const stage = new OrderedCompletion(complete, sink, () => {})
    stage.batch(batch('1'))
    stage.batch(batch('2'))
    stage.batch(batch('3'))
    await tick()
    expect(calls.map((c) => c.ids)).toEqual([['1', '2', '3']])
    stage.batch(batch('4'))
    stage.batch(batch('5'))
    calls[0]!.release()
    await tick()
    expect(calls.map((c) => c.ids)).toEqual([
      ['1', '2', '3'],
      ['4', '5'],
    ])
    calls[1]!.release()
    await stage.idle()
    expect(log).toEqual(['1', '2', '3', '4', '5'])
  })

  it('treats a failed completion as a gap for its batches, then goes on', async () => {
    const { calls, complete } = controlledCompleter()
    const { log, sink } = sinkLog()
    const errors: unknown[] = []
    const stage = new OrderedCompletion(complete, sink, (error) => errors.push(error))
    stage.batch(batch('1'))
    await tick()
    stage.batch(batch('2'))
    calls[0]!.release(true)
    await tick()
    calls[1]!.release()
    await stage.idle()
    expect(log).toEqual(['gap(1)', '2'])
    expect(errors).toHaveLength(1)
  })

  it('keeps the bus’s gap in its place among the batches', async () => {
    const { calls, complete } = controlledCompleter()
    const { log, sink } = sinkLog()
    const stage = new OrderedCompletion(complete, sink, () => {})
    stage.batch(batch('1'))
    await tick()
    stage.batch(batch('2'))
    stage.gap()
    stage.batch(batch('3'))
    calls[0]!.release()
    await tick()
    calls[1]!.release()
    await tick()
    calls[2]!.release()
    await stage.idle()
    expect(calls.map((c) => c.ids)).toEqual([['1'], ['2'], ['3']])
    expect(log).toEqual(['1', '2', 'gap( unknown)', '3'])
  })
})
