import { screen } from '@testing-library/react'
import { stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { describe, expect, it } from 'vitest'
import { post } from '../test-fixtures'
import { PostCard } from './post-card'

// A post with a word the viewer muted behind a warning (issue 31 §2) waits behind Show.

describe('PostCard with a muted word', () => {
  it('shows "Hidden: muted word" and the post once Show is pressed', async () => {
    stubApi({})
    const muted = { ...post('a post about spoilers', 1), mutedWord: 'spoilers' }
    const { user } = renderInApp(<PostCard post={muted} />)
    expect(screen.getByText('Hidden: muted word')).toBeTruthy()
    expect(screen.queryByText('a post about spoilers')).toBeNull()
    expect(screen.queryByRole('article')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show' }))
    const card = await screen.findByRole('article')
    expect(screen.getByText('a post about spoilers')).toBeTruthy()
    // Show is gone: focus is on the card that took its place, where j/k and Tab go on from.
    expect(document.activeElement).toBe(card)
    expect(screen.queryByText('Hidden: muted word')).toBeNull()
  })

  it('shows a post without one as is', () => {
    stubApi({})
    renderInApp(<PostCard post={post('plain', 1)} />)
    expect(screen.getByText('plain')).toBeTruthy()
    expect(screen.queryByText('Hidden: muted word')).toBeNull()
  })
})
