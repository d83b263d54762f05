import { render, screen, waitFor, within } from '@testing-library/react'
import { apiError, type StubRequest, stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { MuteDialog } from './mute-dialog'
import { MuteTerms } from './shield-lists'

// The mute dialog's choices (issue 31 §2): what it sends is what the member picked;
// tests/e2e/safety-block.spec.ts drives it against the real server.

function Harness() {
  const [open, setOpen] = useState(true)
  return <MuteDialog username="ada" open={open} onOpenChange={setOpen} />
}

describe('MuteDialog', () => {
  it('offers 1 day, 7 days and Forever, Forever first chosen, and sends the default terms', async () => {
    const sent: StubRequest[] = []
    stubApi({
      'PUT /api/users/:username/mute': (request) => {
        sent.push(request)
        return { muted: true, notificationsOnly: false, expiresAt: null }
      },
    })
    const { user } = renderInApp(<Harness />)
    const dialog = await screen.findByRole('dialog', { name: 'Mute @ada' })
    const radios = screen.getAllByRole('radio')
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1 day',
      '7 days',
      'Forever',
    ])
    expect(screen.getByRole('radio', { name: 'Forever' }).getAttribute('aria-checked')).toBe('true')
    const onlyNotifications = screen.getByRole<HTMLInputElement>('checkbox', {
      name: /Mute notifications only/,
    })
    expect(onlyNotifications.checked).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect(sent[0]?.url.pathname).toBe('/api/users/ada/mute')
    expect(sent[0]?.body).toEqual({ duration: 'forever', notificationsOnly: false })
    expect(await screen.findByText('Muted @ada')).toBeTruthy()
  })

  it('sends the chosen duration and notifications only', async () => {
    const sent: unknown[] = []
    stubApi({
      'PUT /api/users/:username/mute': ({ body }) => {
        sent.push(body)
        return { muted: true, notificationsOnly: true, expiresAt: '2030-01-02T00:00:00.000Z' }
      },
    })
    const { user } = renderInApp(<Harness />)
    await user.click(await screen.findByRole('radio', { name: '1 day' }))
    await user.click(screen.getByRole('checkbox', { name: /Mute notifications only/ }))
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    await waitFor(() => expect(sent).toEqual([{ duration: '1d', notificationsOnly: true }]))
  })

  it('stays open and says why when the server refuses', async () => {
    stubApi({
      'PUT /api/users/:username/mute': () => apiError(403, 'You cannot interact with this member'),
    })
    const { user } = renderInApp(<Harness />)
    await user.click(await screen.findByRole('button', { name: 'Mute' }))
    expect(await screen.findByText('You cannot interact with this member')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Mute @ada' })).toBeTruthy()
  })
})

describe('MuteTerms', () => {
  it('names notifications only and the end, and nothing for a full mute until undone', () => {
    const terms = (member: { notificationsOnly: boolean; expiresAt: string | null }) =>
      render(<MuteTerms member={member} />).container
    expect(terms({ notificationsOnly: false, expiresAt: null }).textContent).toBe('')
    expect(terms({ notificationsOnly: true, expiresAt: null }).textContent).toBe(
      'Notifications only',
    )
    const ending = terms({ notificationsOnly: true, expiresAt: '2030-01-02T15:04:00.000Z' })
    expect(ending.textContent?.replaceAll('\u00a0', ' ')).toMatch(
      /^Notifications only · until Jan \d, 2030, \d{1,2}:04 (AM|PM)$/,
    )
    // The end date wraps as a whole (one inline block), never "Jan 2," on one line and "2030" on
    // the next: too narrow a column breaks it only after "until" and before the time.
    const until = within(ending).getByText(/^until Jan/)
    expect(until.className).toContain('inline-block')
    expect(until.textContent).toMatch(/^until Jan\u00a0\d,\u00a02030, \d{1,2}:04\u00a0(AM|PM)$/)
  })
})
