import type { Draft } from '@common/drafts'
import { limits } from '@common/texts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@web/lib/api'
import { deferred, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { post } from '../test-fixtures'
import { Composer } from './composer'

// The create-post form's rules before anything is sent: text length, image count and kind, and
// the Post button's states (tests/e2e/posts-create.spec.ts drives the same in a browser).

// Posting goes through XMLHttpRequest (for upload progress): the test holds its answer.
const { uploadPost } = vi.hoisted(() => ({ uploadPost: vi.fn() }))
vi.mock('../upload', () => ({ uploadPost }))

const draft = (content: string): Draft => ({
  id: 'draft-1',
  content,
  images: [],
  scheduledAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
})

const png = (name: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' })

beforeEach(() => {
  uploadPost.mockReset()
  // The composer keeps a server draft as one types (decision 030).
  stubApi({
    'GET /api/drafts': { items: [], nextCursor: null },
    'POST /api/drafts': ({ body }) => draft((body as { content: string }).content),
    'PATCH /api/drafts/:id': ({ body }) => draft((body as { content: string }).content),
    'DELETE /api/drafts/:id': new Response(null, { status: 204 }),
  })
})

function setup() {
  const view = renderInApp(<Composer />, { at: '/create-post' })
  return {
    ...view,
    text: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'What are you building?' }),
    postButton: screen.getByRole<HTMLButtonElement>('button', { name: 'Post' }),
    picker: screen.getByLabelText<HTMLInputElement>('Add images'),
  }
}

const imagesToPost = () =>
  within(screen.getByRole('list', { name: 'Images to post' })).getAllByRole('listitem')

describe('Composer', () => {
  it('counts characters against the limit as one types', async () => {
    const { user, text } = setup()
    expect(screen.getByText('0 / 5,000')).toBeTruthy()
    await user.type(text, 'Hello')
    expect(screen.getByText('5 / 5,000')).toBeTruthy()
  })

  it('refuses an empty post, names the problem, and sends nothing', async () => {
    const { user, text, postButton } = setup()
    await user.click(postButton)
    expect(text.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('textbox', { description: 'Please add some content or images' })).toBe(
      text,
    )
    expect(
      await screen.findByText('Please add some content or images', { selector: '[data-title]' }),
    ).toBeTruthy()
    expect(uploadPost).not.toHaveBeenCalled()
    // Typing clears the message.
    await user.type(text, 'x')
    expect(text.getAttribute('aria-invalid')).toBeNull()
  })

  it('refuses text over 5,000 characters, and takes exactly 5,000', async () => {
    const { user, text, postButton } = setup()
    await user.click(text)
    await user.paste('a'.repeat(limits.postContentMax + 1))
    expect(screen.getByText('5,001 / 5,000')).toBeTruthy()
    await user.click(postButton)
    expect(
      screen.getByRole('textbox', { description: 'Posts can be at most 5,000 characters' }),
    ).toBe(text)
    expect(uploadPost).not.toHaveBeenCalled()

    uploadPost.mockReturnValue(new Promise(() => {}))
    await user.type(text, '{Backspace}')
    expect(screen.getByText('5,000 / 5,000')).toBeTruthy()
    await user.click(postButton)
    expect(uploadPost).toHaveBeenCalledOnce()
  })

  it('disables the form while posting, then goes to the feed', async () => {
    const answer = deferred<unknown>()
    uploadPost.mockReturnValue(answer.promise)
    const { user, text, postButton } = setup()
    await user.type(text, 'Shipped the beta')
    await user.click(postButton)
    expect(uploadPost).toHaveBeenCalledWith(
      { content: 'Shipped the beta', images: [], target: undefined, replyRule: 'everyone' },
      expect.any(Function),
    )
    expect(postButton.textContent).toBe('Posting…')
    expect(postButton.disabled).toBe(true)
    expect(text.disabled).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Schedule' }).disabled).toBe(true)

    answer.resolve(post('new-post', 1))
    expect(await screen.findByRole('heading', { name: 'Now at /feed' })).toBeTruthy()
    expect(await screen.findByText('Post created')).toBeTruthy()
  })

  it('keeps the text and says why when the server refuses the post', async () => {
    uploadPost.mockRejectedValue(new ApiError(413, 'too_large', 'Images can be at most 10 MB'))
    const { user, text, postButton } = setup()
    await user.type(text, 'Big photo')
    await user.click(postButton)
    expect(await screen.findByText('Failed to create post. Please try again.')).toBeTruthy()
    expect(screen.getByText('Images can be at most 10 MB')).toBeTruthy()
    expect(postButton.disabled).toBe(false)
    expect(postButton.textContent).toBe('Post')
    expect(text.value).toBe('Big photo')
  })

  it('lists picked images with an alt text field each, and sends the trimmed alt texts', async () => {
    uploadPost.mockReturnValue(new Promise(() => {}))
    const { user, text, picker, postButton } = setup()
    const files = [png('red.png'), png('blue.png')]
    await user.upload(picker, files)
    expect(await screen.findByText(/^2\/4/)).toBeTruthy()
    expect(imagesToPost()).toHaveLength(2)
    await user.type(screen.getByLabelText('Alt text for image 2'), '  A blue square ')
    await user.type(text, 'Two colours')
    await user.click(postButton)
    expect(uploadPost.mock.calls[0]?.[0]).toEqual({
      content: 'Two colours',
      images: [
        { file: files[0], alt: '' },
        { file: files[1], alt: 'A blue square' },
      ],
      target: undefined,
      replyRule: 'everyone',
    })
  })

  it('keeps at most four images, says so, and closes the picker until one is removed', async () => {
    const { user, picker } = setup()
    await user.upload(
      picker,
      ['a', 'b', 'c', 'd', 'e'].map((name) => png(`${name}.png`)),
    )
    expect(await screen.findByText('You can upload up to 4 images per post')).toBeTruthy()
    expect(await screen.findByText(/^4\/4/)).toBeTruthy()
    expect(imagesToPost()).toHaveLength(4)
    expect(picker.disabled).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }))
    expect(imagesToPost()).toHaveLength(3)
    expect(picker.disabled).toBe(false)
  })

  it('refuses files that are not images, or larger than 10 MB', async () => {
    const { picker } = setup()
    // The picker's `accept` would hide such files; a drop or another browser may not.
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(picker, new File(['notes'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText('Only image files are allowed')).toBeTruthy()
    await user.upload(picker, png('huge.png', limits.imageBytesMax + 1))
    expect(await screen.findByText('File too large')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Images to post' })).toBeNull()
    expect(screen.getByText(/^0\/4/)).toBeTruthy()
  })

  it('waits for a picked image still being read before it lets the post go', async () => {
    const reading = deferred<void>()
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockReturnValue(reading.promise)
    const { user, text, picker, postButton } = setup()
    await user.type(text, 'A photo picked in a hurry')
    await user.upload(picker, png('hurry.png'))
    expect(postButton.disabled).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Schedule' }).disabled).toBe(true)

    reading.resolve()
    expect(await screen.findByRole('list', { name: 'Images to post' })).toBeTruthy()
    expect(postButton.disabled).toBe(false)
  })
})
