import type { HashtagSuggestions, MentionSuggestions } from '@common/posts'
import { screen, within } from '@testing-library/react'
import { stubApi } from '@web/test/api-stub'
import { renderInApp } from '@web/test/render'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MentionTextarea } from './mention-textarea'

// The composer's text field: `@word` suggests people and projects, `#word` tags in use
// (tests/e2e/posts-mentions.spec.ts drives the same against the real server).

const person = (username: string, name: string) => ({
  id: username,
  username,
  name,
  avatarUrl: null,
})

const mentions: MentionSuggestions = {
  users: [person('ada', 'Ada Lovelace'), person('adam', 'Adam Smith')],
  projects: [{ id: 'p1', name: 'Ada Tools', logoUrl: null }],
}
const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000).toISOString()
const hashtags: HashtagSuggestions = {
  tags: [
    { tag: 'shipit', lastUsedAt: twoHoursAgo },
    { tag: 'shipping', lastUsedAt: twoHoursAgo },
  ],
}

function Field({
  initial = '',
  onKeyDown,
}: {
  initial?: string
  onKeyDown?: (event: React.KeyboardEvent) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <MentionTextarea
      aria-label="What are you building?"
      value={value}
      onValueChange={setValue}
      onKeyDown={onKeyDown}
    />
  )
}

function setup(field: React.ReactElement = <Field />) {
  const api = stubApi({ 'GET /api/mentions': mentions, 'GET /api/hashtags': hashtags })
  const view = renderInApp(field)
  const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'What are you building?' })
  return { ...view, api, text }
}

/** An option as read: its title and detail, without the avatar's initials. */
function read(option: HTMLElement) {
  const copy = option.cloneNode(true) as HTMLElement
  for (const avatar of copy.querySelectorAll('[role="img"]')) avatar.remove()
  return copy.textContent
}

const optionNames = (listbox: HTMLElement) => within(listbox).getAllByRole('option').map(read)

const selected = (listbox: HTMLElement) =>
  within(listbox).getAllByRole('option', { selected: true }).map(read)

describe('MentionTextarea', () => {
  it('suggests people, then projects, for the @word before the cursor', async () => {
    const { user, text, api } = setup()
    await user.type(text, 'Thanks @ad')
    const listbox = await screen.findByRole('listbox', { name: 'Mention suggestions' })
    expect(optionNames(listbox)).toEqual([
      'Ada Lovelace@ada',
      'Adam Smith@adam',
      'Ada ToolsProject',
    ])
    expect(selected(listbox)).toEqual(['Ada Lovelace@ada'])
    // The field points assistive technology at the highlighted option.
    expect(text.getAttribute('aria-activedescendant')).toBe(
      within(listbox).getAllByRole('option')[0]?.id,
    )
    expect(api.requests).toContain('GET /api/mentions?q=ad')
  })

  it('moves the highlight with the arrow keys, wrapping at both ends', async () => {
    const { user, text } = setup()
    await user.type(text, '@ad')
    const listbox = await screen.findByRole('listbox', { name: 'Mention suggestions' })
    await user.keyboard('{ArrowDown}')
    expect(selected(listbox)).toEqual(['Adam Smith@adam'])
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(selected(listbox)).toEqual(['Ada Lovelace@ada'])
    await user.keyboard('{ArrowUp}')
    expect(selected(listbox)).toEqual(['Ada ToolsProject'])
  })

  it('inserts the highlighted handle and a space on Enter, and closes the list', async () => {
    const { user, text } = setup()
    await user.type(text, 'Thanks @ad')
    await screen.findByRole('listbox', { name: 'Mention suggestions' })
    await user.keyboard('{ArrowDown}{Enter}')
    expect(text.value).toBe('Thanks @adam ')
    expect(text.selectionStart).toBe('Thanks @adam '.length)
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('picks with Tab as well', async () => {
    const { user, text } = setup()
    await user.type(text, '@ad')
    await screen.findByRole('listbox', { name: 'Mention suggestions' })
    await user.keyboard('{Tab}')
    expect(text.value).toBe('@ada ')
    expect(document.activeElement).toBe(text)
  })

  it("inserts a project's mention key when its option is clicked", async () => {
    const { user, text } = setup()
    await user.type(text, 'Built with @ada')
    await user.click(await screen.findByRole('option', { name: /Ada Tools/ }))
    expect(text.value).toBe('Built with @adatools ')
    expect(document.activeElement).toBe(text)
  })

  it('keeps the text after the cursor when a suggestion is picked mid-text', async () => {
    const { user, text } = setup(<Field initial="Thanks  for the help" />)
    await user.type(text, '@ad', { initialSelectionStart: 7, initialSelectionEnd: 7 })
    await screen.findByRole('listbox', { name: 'Mention suggestions' })
    await user.keyboard('{Enter}')
    expect(text.value).toBe('Thanks @ada  for the help')
    expect(text.selectionStart).toBe('Thanks @ada '.length)
  })

  it('closes on Escape, and offers again once the word is left and typed again', async () => {
    const { user, text } = setup()
    await user.type(text, 'Hi @ad')
    await screen.findByRole('listbox', { name: 'Mention suggestions' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    // Escape only closed the list: the text is as typed.
    expect(text.value).toBe('Hi @ad')
    await user.keyboard(' {Backspace}')
    const listbox = await screen.findByRole('listbox', { name: 'Mention suggestions' })
    expect(selected(listbox)).toEqual(['Ada Lovelace@ada'])
  })

  it('suggests tags in use for a #word, with when each was last used', async () => {
    const { user, text, api } = setup()
    await user.type(text, 'Launch day #sh')
    const listbox = await screen.findByRole('listbox', { name: 'Hashtag suggestions' })
    expect(optionNames(listbox)).toEqual(['#shipitLast used 2h ago', '#shippingLast used 2h ago'])
    expect(api.requests).toContain('GET /api/hashtags?q=sh')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(text.value).toBe('Launch day #shipping ')
  })

  it('shows at most five people and five projects', async () => {
    const many = Array.from({ length: 7 }, (_, index) => person(`maker${index}`, `Maker ${index}`))
    const projects = many.map(({ id, name }) => ({ id, name: `${name} app`, logoUrl: null }))
    stubApi({ 'GET /api/mentions': { users: many, projects } })
    const { user } = renderInApp(<Field />)
    await user.type(screen.getByRole('textbox'), '@maker')
    const listbox = await screen.findByRole('listbox', { name: 'Mention suggestions' })
    const names = optionNames(listbox)
    expect(names.filter((name) => name?.endsWith('Project'))).toHaveLength(5)
    expect(names).toHaveLength(10)
  })

  it('suggests nothing for an @ inside a word, such as an email address', async () => {
    const { user, text, api } = setup()
    await user.type(text, 'mail ada@lo')
    // A real mention after it gets its list: by then the address would have been asked for too.
    await user.type(text, ' and @ad')
    await screen.findByRole('listbox', { name: 'Mention suggestions' })
    expect(api.requests).toContain('GET /api/mentions?q=ad')
    expect(api.requests.filter((request) => request.startsWith('GET /api/mentions?q=l'))).toEqual(
      [],
    )
  })

  it("leaves Enter to the form's own handler while no list is open", async () => {
    const onKeyDown = vi.fn()
    const { user, text } = setup(<Field onKeyDown={(event) => onKeyDown(event.key)} />)
    await user.type(text, 'plain text{Enter}')
    expect(onKeyDown).toHaveBeenCalledWith('Enter')
    expect(text.value).toBe('plain text\n')
  })
})
