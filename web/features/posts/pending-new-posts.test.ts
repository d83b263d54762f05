import { afterEach, describe, expect, it } from 'vitest'
import { pendingNewPosts, unseenPendingPosts } from './pending-new-posts'
import { post } from './test-fixtures'

const announced = (postId: string, minute: number, authorId = 'someone') => {
  const { createdAt } = post(postId, minute)
  return { postId, authorId, createdAt }
}

afterEach(() => pendingNewPosts.clear())

describe('pendingNewPosts', () => {
  it('counts each announced post once per feed it belongs to', () => {
    pendingNewPosts.add(['everyone', 'following'], announced('a', 1))
    pendingNewPosts.add(['everyone'], announced('a', 1))
    pendingNewPosts.add(['everyone'], announced('b', 2))
    expect(pendingNewPosts.get('everyone').map((item) => item.postId)).toEqual(['a', 'b'])
    expect(pendingNewPosts.get('following').map((item) => item.postId)).toEqual(['a'])
  })

  it('forgets removed posts and hidden authors in every feed', () => {
    pendingNewPosts.add(['everyone', 'following'], announced('a', 1, 'banned'))
    pendingNewPosts.add(['everyone'], announced('b', 2))
    pendingNewPosts.add(['everyone'], announced('c', 3))
    pendingNewPosts.dropAuthor('banned')
    pendingNewPosts.dropPost('b')
    expect(pendingNewPosts.get('everyone').map((item) => item.postId)).toEqual(['c'])
    expect(pendingNewPosts.get('following')).toEqual([])
  })

  it('tells its listeners only when something changed', () => {
    let calls = 0
    const unsubscribe = pendingNewPosts.subscribe(() => {
      calls += 1
    })
    pendingNewPosts.add(['everyone'], announced('a', 1))
    pendingNewPosts.add(['everyone'], announced('a', 1))
    pendingNewPosts.dropPost('unknown')
    unsubscribe()
    expect(calls).toBe(1)
  })
})

describe('unseenPendingPosts', () => {
  it('counts announced posts the loaded feed does not show and that are newer than it', () => {
    const loaded = [post('c', 3), post('b', 2)]
    const pending = [announced('c', 3), announced('old', 1), announced('d', 4)]
    // 'c' was read meanwhile; 'old' is older than what is loaded (not this reader's, or read).
    expect(unseenPendingPosts(pending, loaded).map((item) => item.postId)).toEqual(['d'])
  })

  it('counts everything over a feed with no posts', () => {
    expect(unseenPendingPosts([announced('a', 1)], [])).toHaveLength(1)
  })
})
