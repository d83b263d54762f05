import { describe, expect, it } from 'vitest'
import { LiveHistory } from './history'

const batch = (id: string) => ({ id, messages: [], followChanges: [], shieldChanges: [] })
const ids = (batches: { id: string }[] | null) => batches?.map((b) => b.id) ?? null

describe('live history', () => {
  it('replays after a known id, in arrival order, whatever the ids look like', () => {
    const history = new LiveHistory(10)
    for (const id of ['30', '10', '20']) history.add(batch(id))
    expect(ids(history.after('30'))).toEqual(['10', '20'])
    expect(ids(history.after('20'))).toEqual([])
    expect(history.cursor).toBe('20')
  })

  it('answers null for an id it no longer holds, once the ring has turned', () => {
    const history = new LiveHistory(3)
    for (let i = 1; i <= 5; i++) history.add(batch(String(i)))
    expect(history.after('2')).toBeNull()
    expect(ids(history.after('3'))).toEqual(['4', '5'])
  })

  it('names its start, valid only while nothing was dropped', () => {
    const history = new LiveHistory(2)
    const start = history.cursor
    expect(start).toMatch(/^start-/)
    history.add(batch('1'))
    expect(ids(history.after(start))).toEqual(['1'])
    history.add(batch('2'))
    history.add(batch('3'))
    expect(history.after(start)).toBeNull()
  })

  it('forgets everything after a gap, under a new start', () => {
    const history = new LiveHistory(10)
    const oldStart = history.cursor
    history.add(batch('1'))
    history.reset()
    expect(history.after('1')).toBeNull()
    expect(history.after(oldStart)).toBeNull()
    expect(history.cursor).not.toBe(oldStart)
    history.add(batch('2'))
    expect(ids(history.after('2'))).toEqual([])
  })
})
