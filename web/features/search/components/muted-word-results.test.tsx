import type { SearchPost, SearchResults } from '@common/search'
import { screen, within } from '@testing-library/react'
import { stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { describe, expect, it } from 'vitest'
import { SearchScreen } from './search-screen'
import { SearchSectionList } from './search-section-screen'

// A post with a word the viewer muted as "collapse" in search (issue 31 §2) waits behind
// "Hidden: muted word" and Show among the results, as in feeds (the same CollapsedPost);
// tests/e2e/safety-muted-words.spec.ts drives the same against the real server.

const author = { id: 'bob', username: 'bob', name: 'Bob', avatarUrl: null }

const searchPost = (id: string, content: string, mutedWord?: string): SearchPost => ({
  id,
  content,
  highlights: [[0, 8]],
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  author,
  ...(mutedWord ? { mutedWord } : {}),
})

const posts = [
  searchPost('p1', 'spoilers for the finale tonight', 'finale'),
  searchPost('p2', 'spoilers policy for our launch notes'),
]

const results: SearchResults = {
  people: [],
  projects: [],
  posts,
  more: { people: false, projects: false, posts: false },
}

const postsList = () => screen.getByRole('region', { name: 'Posts' })

describe('search results with a muted word', () => {
  it('collapse the post behind Show, which reveals it and moves focus to it', async () => {
    stubApi({ 'GET /api/search': results })
    const { user } = renderInApp(<SearchScreen />, { at: '/search?q=spoilers' })
    expect(await screen.findByText('Hidden: muted word')).toBeTruthy()
    // The collapsed post shows nothing of itself; the other is shown in full.
    expect(screen.queryByText(/the finale tonight/)).toBeNull()
    expect(screen.getByText(/policy for our launch notes/)).toBeTruthy()
    const rows = within(postsList()).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]?.textContent).toContain('Hidden: muted word')
    expect(within(rows[0]!).queryByRole('link')).toBeNull()

    await user.click(within(rows[0]!).getByRole('button', { name: 'Show' }))
    const revealed = within(postsList()).getAllByRole('link')[0]!
    expect(revealed.textContent).toContain('the finale tonight')
    expect(revealed.getAttribute('href')).toBe('/post/p1')
    // Show is gone: focus is on the row that took its place.
    expect(document.activeElement).toBe(revealed)
    expect(screen.queryByText('Hidden: muted word')).toBeNull()
  })

  it("let the arrow keys stop at the collapsed post's Show", async () => {
    stubApi({ 'GET /api/search': results })
    const { user } = renderInApp(<SearchScreen />, { at: '/search?q=spoilers' })
    await screen.findByText('Hidden: muted word')
    screen.getByRole('searchbox').focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toContain('policy for our launch notes')
    // Enter on Show reveals the post, focused, and the arrows go on from it.
    await user.keyboard('{ArrowUp}{Enter}')
    expect(document.activeElement?.textContent).toContain('the finale tonight')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toContain('policy for our launch notes')
  })

  it('collapse it in the "See all" list of posts too', async () => {
    stubApi({ 'GET /api/search/posts': { items: posts, nextCursor: null } })
    const { user } = renderInApp(<SearchSectionList section="posts" term="spoilers" />, {
      at: '/search/posts?q=spoilers',
    })
    await user.click(await screen.findByRole('button', { name: 'Show' }))
    const revealed = within(postsList()).getAllByRole('link')[0]!
    expect(revealed.textContent).toContain('the finale tonight')
    expect(document.activeElement).toBe(revealed)
  })
})
