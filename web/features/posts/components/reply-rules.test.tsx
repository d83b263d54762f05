import type { Comment } from '@common/comments'
import type { Draft } from '@common/drafts'
import { screen, waitFor, within } from '@testing-library/react'
import { apiError, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { comment, page, post } from '../test-fixtures'
import { CommentThread } from './comment-thread'
import { Composer } from './composer'

// Who may comment and hidden comments (issue 31 §3): the composer's choice is what it sends, a
// refusal is said by the comment box, and the thread's collapsed comments keep their replies
// (tests/e2e/safety-replies.spec.ts drives the same against the real server).

const { uploadPost } = vi.hoisted(() => ({ uploadPost: vi.fn() }))
vi.mock('../upload', () => ({ uploadPost }))

const me = { id: 'me', username: 'me', name: 'Me', email: 'me@example.com', avatarUrl: null }
const draft = (content: string): Draft => ({
  id: 'draft-1',
  content,
  images: [],
  scheduledAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
})

beforeEach(() => {
  uploadPost.mockReset()
})

describe('Composer: who can comment', () => {
  beforeEach(() => {
    stubApi({
      'GET /api/drafts': { items: [], nextCursor: null },
      'POST /api/drafts': ({ body }) => draft((body as { content: string }).content),
      'PATCH /api/drafts/:id': ({ body }) => draft((body as { content: string }).content),
    })
  })

  it('starts at Everyone and sends the chosen rule with the post', async () => {
    uploadPost.mockReturnValue(new Promise(() => {}))
    const { user } = renderInApp(<Composer />, { at: '/create-post' })
    const picker = screen.getByRole('button', { name: 'Who can comment: Everyone' })
    await user.click(picker)
    const choices = screen.getAllByRole('menuitemradio')
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Everyone',
      'People I follow',
      'People I mention',
    ])
    expect(choices[0]?.getAttribute('aria-checked')).toBe('true')
    await user.click(screen.getByRole('menuitemradio', { name: 'People I follow' }))
    expect(screen.getByRole('button', { name: 'Who can comment: People I follow' })).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: 'What are you building?' }), 'Beta out')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    expect(uploadPost.mock.calls[0]?.[0]).toMatchObject({
      content: 'Beta out',
      replyRule: 'following',
    })
  })

  it('is a menu the keyboard opens and moves through', async () => {
    const { user } = renderInApp(<Composer />, { at: '/create-post' })
    screen.getByRole('button', { name: 'Who can comment: Everyone' }).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(screen.getByRole('button', { name: 'Who can comment: People I mention' })).toBeTruthy()
  })
})

const collapsed = (
  id: string,
  reason: NonNullable<Comment['collapsed']>,
  parentId: string | null = null,
): Comment => {
  const base = comment(id, parentId, 'other')
  return reason === 'blocked'
    ? { ...base, author: null, content: '', collapsed: reason }
    : { ...base, content: `Text of ${id}`, collapsed: reason }
}

function serveThread(items: Comment[], postAuthor = 'someone', routes = {}) {
  return stubApi({
    'GET /api/me': { ...me, role: 'member', banned: false },
    'GET /api/posts/:id': post('post', 1, postAuthor),
    'GET /api/posts/:id/comments': page(items),
    ...routes,
  })
}

describe('Comment thread: collapsed comments', () => {
  it('shows Blocked with no way to open it, and keeps its replies below it', async () => {
    serveThread([collapsed('c1', 'blocked'), comment('reply', 'c1', 'friend')])
    renderInApp(<CommentThread postId="post" />, { at: '/posts/post' })
    const blocked = await screen.findByText('Blocked')
    const item = blocked.closest('li') as HTMLElement
    expect(within(item).queryByRole('button', { name: 'Show' })).toBeNull()
    // The reply is nested in the blocked comment's item.
    expect(within(item).getByText('reply')).toBeTruthy()
  })

  it('opens Hidden by the author and Hidden: muted word on Show', async () => {
    serveThread([collapsed('c1', 'hiddenByAuthor'), collapsed('c2', 'mutedWord')])
    const { user } = renderInApp(<CommentThread postId="post" />, { at: '/posts/post' })
    expect(await screen.findByText('Hidden by the author')).toBeTruthy()
    expect(screen.getByText('Hidden: muted word')).toBeTruthy()
    expect(screen.queryByText('Text of c1')).toBeNull()
    expect(screen.queryByText('Text of c2')).toBeNull()
    const [showHidden, showMuted] = screen.getAllByRole('button', { name: 'Show' })
    await user.click(showHidden as HTMLElement)
    expect(screen.getByText('Text of c1')).toBeTruthy()
    expect(screen.queryByText('Text of c2')).toBeNull()
    // The Show button is gone: focus moves to the comment's text, not to the page's start.
    expect(document.activeElement?.textContent).toContain('Text of c1')
    await user.click(showMuted as HTMLElement)
    expect(screen.getByText('Text of c2')).toBeTruthy()
    expect(document.activeElement?.textContent).toContain('Text of c2')
  })

  it('moves focus to the text a keyboard opens with Show, and Tab goes on from there', async () => {
    serveThread([collapsed('c1', 'hiddenByAuthor')])
    const { user } = renderInApp(<CommentThread postId="post" />, { at: '/posts/post' })
    ;(await screen.findByRole('button', { name: 'Show' })).focus()
    await user.keyboard('{Enter}')
    expect(document.activeElement?.textContent).toContain('Text of c1')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'other' }))
  })

  it("gives the post's author Hide comment, and collapses the comment it hid", async () => {
    const api = serveThread([comment('c1', null, 'other')], 'me', {
      'PUT /api/comments/:id/hidden': {
        ...comment('c1', null, 'other'),
        collapsed: 'hiddenByAuthor',
      },
    })
    const { user } = renderInApp(<CommentThread postId="post" />, { at: '/posts/post' })
    await screen.findByText('c1')
    await user.click(screen.getByRole('button', { name: 'Comment options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Hide comment' }))
    expect(await screen.findByText('Hidden by the author')).toBeTruthy()
    expect(api.requests).toContain('PUT /api/comments/c1/hidden')
    // The menu's trigger left with the comment's text: focus is on the collapsed comment's Show.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show' })),
    )
  })

  it('offers Hide comment to no one but the post author', async () => {
    serveThread([comment('c1', null, 'other')], 'someone')
    const { user } = renderInApp(<CommentThread postId="post" />, { at: '/posts/post' })
    await screen.findByText('c1')
    await user.click(screen.getByRole('button', { name: 'Comment options' }))
    await screen.findByRole('menu')
    expect(screen.queryByRole('menuitem', { name: 'Hide comment' })).toBeNull()
  })

  it("says the server's reason by the comment box when a rule refuses the comment", async () => {
    serveThread([], 'someone', {
      'POST /api/posts/:id/comments': () =>
        apiError(403, 'Only people the author follows can comment'),
    })
    const { user } = renderInApp(<CommentThread postId="post" />, { at: '/posts/post' })
    const box = await screen.findByRole('textbox')
    await user.type(box, 'Nice work')
    await user.click(screen.getByRole('button', { name: 'Comment' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only people the author follows can comment',
    )
    expect((box as HTMLTextAreaElement).value).toBe('Nice work')
  })
})
