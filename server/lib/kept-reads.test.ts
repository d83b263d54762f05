import { describe, expect, it } from 'vitest'
import { createKeptReads } from './kept-reads'

describe('createKeptReads', () => {
  it('reads a key once while kept, and once at a time', async () => {
    const reads: string[] = []
    const kept = createKeptReads(
      async (key: string) => {
        reads.push(key)
        return `${key}:${reads.length}`
      },
      { ttlMs: 60_000, maxKeys: 10 },
    )
    expect(await Promise.all([kept('a'), kept('a'), kept('a')])).toEqual(['a:1', 'a:1', 'a:1'])
    expect(await kept('a')).toBe('a:1')
    expect(reads).toEqual(['a'])
  })

  it('forgets the least recently used key beyond its size', async () => {
    const reads: string[] = []
    const kept = createKeptReads(
      async (key: string) => {
        reads.push(key)
        return key
      },
      { ttlMs: 60_000, maxKeys: 2 },
    )
    await kept('a')
    await kept('b')
    await kept('a') // a is now the most recently used
    await kept('c') // so b goes
    await kept('a')
    await kept('b')
    expect(reads).toEqual(['a', 'b', 'c', 'b'])
  })

  it('reads every time with a lifetime of 0, and passes a failed first read on', async () => {
    let n = 0
    const kept = createKeptReads(
      async () => {
        n += 1
        if (n === 1) throw new Error('down')
        return n
      },
      { ttlMs: 0, maxKeys: 2 },
    )
    await expect(kept('a')).rejects.toThrow('down')
    expect(await kept('a')).toBe(2)
    expect(await kept('a')).toBe(3)
  })
})
