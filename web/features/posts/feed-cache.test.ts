import { describe, expect, it } from 'vitest'
import { mergeNewestPage, withOwnNewPost } from './feed-cache'
import { feed, idsOf, page, post } from './test-fixtures'

describe('mergeNewestPage (the pill: page 1 read once, merged in)', () => {
  const loaded = feed(page([post('c', 3), post('b', 2)], 'next-1'), page([post('a', 1)], null))

  it('puts the new posts atop the first page and leaves the other pages as they were', () => {
    const merged = mergeNewestPage(loaded, page([post('e', 5), post('d', 4), post('c', 3)], 'x'))
    expect(idsOf(merged)).toEqual([['e', 'd', 'c', 'b'], ['a']])
    // The first page keeps its own cursor: the next page still follows its last post.
    expect(merged.pages[0]?.nextCursor).toBe('next-1')
    expect(merged.pages[1]).toBe(loaded.pages[1])
    expect(merged.pageParams).toBe(loaded.pageParams)
  })

  it('restarts from the new page alone when it does not reach the loaded first page', () => {
    const newest = page([post('z', 30), post('y', 29)], 'after-y')
    expect(mergeNewestPage(loaded, newest)).toEqual({ pages: [newest], pageParams: [null] })
  })

  it('keeps the loaded feed itself when nothing is new', () => {
    expect(mergeNewestPage(loaded, page([post('c', 3), post('b', 2)], 'x'))).toBe(loaded)
  })

  it('leaves a post older than the first page to the page it belongs to', () => {
    // 'old' was read by nobody yet but sorts after 'b': it is not squeezed into page 1.
    const merged = mergeNewestPage(loaded, page([post('d', 4), post('c', 3), post('old', 0)], 'x'))
    expect(idsOf(merged)).toEqual([['d', 'c', 'b'], ['a']])
  })

  it('sorts new posts that committed out of order, newest first', () => {
    const merged = mergeNewestPage(loaded, page([post('d', 4), post('e', 5), post('c', 3)], 'x'))
    expect(idsOf(merged)?.[0]).toEqual(['e', 'd', 'c', 'b'])
  })

  it('starts a feed that was never read with the new page', () => {
    const newest = page([post('a', 1)])
    expect(mergeNewestPage(undefined, newest)).toEqual({ pages: [newest], pageParams: [null] })
  })
})

describe('withOwnNewPost', () => {
  it("tops the loaded feed with the reader's post once", () => {
    const loaded = feed(page([post('b', 2)], 'next'), page([post('a', 1)]))
    const mine = post('mine', 3, 'me')
    const once = withOwnNewPost(loaded, mine)
    expect(idsOf(once)).toEqual([['mine', 'b'], ['a']])
    expect(withOwnNewPost(once, mine)).toBe(once)
  })

  it('leaves a feed that was never read to its first read', () => {
    expect(withOwnNewPost(undefined, post('mine', 3, 'me'))).toBeUndefined()
  })
})
