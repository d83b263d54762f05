import type { MutedWord } from '@common/safety'
import { screen, waitFor, within } from '@testing-library/react'
import { apiError, type StubRequest, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { describe, expect, it } from 'vitest'
import { MutedWords } from './muted-words'

// Settings > Privacy and safety, Muted words and tags (issue 31 §2): what the form sends is what
// the member picked, and the list shows it.

const word = (overrides: Partial<MutedWord> = {}): MutedWord => ({
  id: 'w1',
  phrase: 'spoilers',
  contexts: ['feeds', 'threads', 'notifications', 'search'],
  action: 'hide',
  expiresAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
})

describe('MutedWords', () => {
  it('adds a word with the chosen places, action and duration, and lists it', async () => {
    const sent: StubRequest[] = []
    let items: MutedWord[] = []
    stubApi({
      'GET /api/me/muted-words': () => ({ items }),
      'POST /api/me/muted-words': (request) => {
        sent.push(request)
        const added = word({
          id: 'w2',
          phrase: '#f1',
          contexts: ['feeds', 'threads'],
          action: 'warn',
          expiresAt: '2030-01-08T12:00:00.000Z',
        })
        items = [added]
        return added
      },
    })
    const { user } = renderInApp(<MutedWords />)
    expect(await screen.findByText('You have not muted any words.')).toBeTruthy()
    for (const name of ['Feeds', 'Threads', 'Notifications', 'Search']) {
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name }).checked).toBe(true)
    }
    expect(
      screen.getByRole('radio', { name: 'Hide completely' }).getAttribute('aria-checked'),
    ).toBe('true')
    expect(screen.getByRole('radio', { name: 'Forever' }).getAttribute('aria-checked')).toBe('true')

    await user.type(screen.getByRole('textbox', { name: 'Word or tag' }), ' #f1 ')
    await user.click(screen.getByRole('checkbox', { name: 'Notifications' }))
    await user.click(screen.getByRole('checkbox', { name: 'Search' }))
    await user.click(screen.getByRole('radio', { name: 'Collapse behind a warning' }))
    await user.click(screen.getByRole('radio', { name: '7 days' }))
    await user.click(screen.getByRole('button', { name: 'Add' }))

    await waitFor(() =>
      expect(sent.map((request) => request.body)).toEqual([
        { phrase: '#f1', contexts: ['feeds', 'threads'], action: 'warn', duration: '7d' },
      ]),
    )
    const list = await screen.findByRole('list', { name: 'Muted words and tags' })
    const row = within(list).getByText('#f1').closest('li') as HTMLElement
    // The end date's own spaces do not break (muted-until.tsx).
    expect(row.textContent?.replaceAll('\u00a0', ' ')).toMatch(
      /Feeds, Threads · Collapse behind a warning · until Jan 8, 2030/,
    )
    expect(within(row).getByRole('button', { name: 'Unmute #f1' })).toBeTruthy()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Word or tag' }).value).toBe('')
  })

  it('shows the server refusal beside the field', async () => {
    stubApi({
      'GET /api/me/muted-words': { items: [word()] },
      'POST /api/me/muted-words': () => apiError(409, 'You already muted this word'),
    })
    const { user } = renderInApp(<MutedWords />)
    const input = await screen.findByRole('textbox', { name: 'Word or tag' })
    await user.type(input, 'spoilers')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('You already muted this word')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('removes a word', async () => {
    let items = [word()]
    const removed: string[] = []
    stubApi({
      'GET /api/me/muted-words': () => ({ items }),
      'DELETE /api/me/muted-words/:id': ({ url }) => {
        removed.push(url.pathname)
        items = []
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderInApp(<MutedWords />)
    await user.click(await screen.findByRole('button', { name: 'Unmute spoilers' }))
    expect(await screen.findByText('You have not muted any words.')).toBeTruthy()
    expect(removed).toEqual(['/api/me/muted-words/w1'])
  })
})
