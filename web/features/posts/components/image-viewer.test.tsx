import type { PostImage } from '@common/posts'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PostImages } from './post-images'

// The viewer as a reader meets it: opened from a post's images (tests/e2e/posts-image-viewer.spec.ts
// drives the same in a browser).

const image = (name: string, alt = ''): PostImage => ({
  url: `/media/${name}.webp`,
  width: 1200,
  height: 800,
  alt,
  feedUrl: `/media/${name}-feed.webp`,
  feedWidth: 640,
  placeholder: null,
})

const three = [image('a', 'A red square'), image('b'), image('c', 'A blue square')]

/** The viewer's dialog, named for the image it shows. */
const viewer = (position: number, count = 3) =>
  screen.findByRole('dialog', { name: `Image ${position} of ${count}` })

async function openImage(images: PostImage[], position: number) {
  const user = userEvent.setup()
  render(<PostImages images={images} />)
  const opener = screen.getByRole('button', {
    name: new RegExp(`^Open image ${position} of ${images.length}`),
  })
  await user.click(opener)
  await viewer(position, images.length)
  return { user, opener }
}

describe('PostImages and the image viewer', () => {
  it('names each image button by its position and alt text', () => {
    render(<PostImages images={three} />)
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Open image 1 of 3: A red square',
      'Open image 2 of 3',
      'Open image 3 of 3: A blue square',
    ])
  })

  it('shows nothing for a post without images', () => {
    const { container } = render(<PostImages images={[]} />)
    expect(container.childElementCount).toBe(0)
  })

  it('opens on the clicked image, with its alt text and position', async () => {
    await openImage(three, 3)
    const dialog = await viewer(3)
    expect(screen.getByRole('img', { name: 'A blue square' }).getAttribute('src')).toBe(
      '/media/c.webp',
    )
    expect(dialog.textContent).toContain('3 / 3 · A blue square')
  })

  it('moves with the arrow keys and wraps both ways', async () => {
    const { user } = await openImage(three, 1)
    await user.keyboard('{ArrowRight}')
    await viewer(2)
    await user.keyboard('{ArrowRight}{ArrowRight}')
    await viewer(1)
    await user.keyboard('{ArrowLeft}')
    await viewer(3)
  })

  it('moves with the Previous and Next buttons', async () => {
    const { user } = await openImage(three, 2)
    await user.click(screen.getByRole('button', { name: 'Next image' }))
    await viewer(3)
    await user.click(screen.getByRole('button', { name: 'Previous image' }))
    await user.click(screen.getByRole('button', { name: 'Previous image' }))
    await viewer(1)
  })

  it('changes image on a swipe of 50 px or more, not on a shorter drag', async () => {
    await openImage(three, 1)
    const dialog = await viewer(1)
    fireEvent.pointerDown(dialog, { clientX: 700 })
    fireEvent.pointerUp(dialog, { clientX: 620 })
    await viewer(2)
    fireEvent.pointerDown(dialog, { clientX: 700 })
    fireEvent.pointerUp(dialog, { clientX: 680 })
    await viewer(2)
    fireEvent.pointerDown(dialog, { clientX: 600 })
    fireEvent.pointerUp(dialog, { clientX: 700 })
    await viewer(1)
  })

  it('closes on a click of the backdrop, but not on the click that ends a swipe', async () => {
    await openImage(three, 1)
    const dialog = await viewer(1)
    fireEvent.pointerDown(dialog, { clientX: 700 })
    fireEvent.pointerUp(dialog, { clientX: 600 })
    fireEvent.click(dialog)
    await viewer(2)
    fireEvent.click(dialog)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on Escape and gives focus back to the image that opened it', async () => {
    const { user, opener } = await openImage(three, 2)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes with its Close button', async () => {
    const { user, opener } = await openImage(three, 1)
    await user.click(screen.getByRole('button', { name: 'Close image viewer' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('has no way to move between images when there is only one', async () => {
    const { user } = await openImage([image('only', 'The only one')], 1)
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull()
    await user.keyboard('{ArrowRight}')
    const dialog = await viewer(1, 1)
    // One image: its alt text alone, no '1 / 1'.
    expect(dialog.querySelector('figcaption')?.textContent).toBe('The only one')
  })
})
