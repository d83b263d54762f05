import { postScreenTexts } from '@common/post-texts'
import { mentionQueryAt, projectMentionKey } from '@common/text-entities'
import { limits } from '@common/texts'
import { Textarea } from '@web/components/ui/textarea'
import { type ComponentProps, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useMentionSuggestions } from '../api'
import { type MentionOption, MentionOptions } from './mention-options'

type MentionTextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string
  onValueChange: (value: string) => void
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

/**
 * A textarea that suggests people and projects while an `@word` is typed before the cursor:
 * arrow keys move, Enter or Tab picks, Escape closes.
 */
export function MentionTextarea({
  value,
  onValueChange,
  onKeyDown,
  ...props
}: MentionTextareaProps) {
  const listboxId = useId()
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const [cursor, setCursor] = useState(0)
  const [dismissedStart, setDismissedStart] = useState<number | null>(null)
  const [activeIndex, setActiveIndex] = useState(0)
  const caretAfterPick = useRef<number | null>(null)

  const mention = mentionQueryAt(value, cursor)
  const query = mention && mention.start !== dismissedStart ? mention.query : null
  const suggestions = useMentionSuggestions(useDebouncedValue(query, 150))
  const options: MentionOption[] = query
    ? [
        ...(suggestions.data?.users ?? []).slice(0, limits.mentionSuggestions).map((user) => ({
          id: `user-${user.id}`,
          handle: user.username,
          title: user.name,
          detail: `@${user.username}`,
          imageUrl: user.avatarUrl,
        })),
        ...(suggestions.data?.projects ?? [])
          .slice(0, limits.mentionSuggestions)
          .map((project) => ({
            id: `project-${project.id}`,
            handle: projectMentionKey(project.name),
            title: project.name,
            detail: postScreenTexts.mentionedProject,
            imageUrl: project.logoUrl,
          })),
      ]
    : []
  const isOpen = options.length > 0
  const active = Math.min(activeIndex, options.length - 1)

  // Each new word starts at the top of the list; leaving the word forgets an Escape.
  const [previousQuery, setPreviousQuery] = useState(query)
  if (query !== previousQuery) {
    setPreviousQuery(query)
    setActiveIndex(0)
  }
  if (!mention && dismissedStart !== null) setDismissedStart(null)

  useLayoutEffect(() => {
    const caret = caretAfterPick.current
    if (caret === null || !textareaRef.current) return
    caretAfterPick.current = null
    textareaRef.current.setSelectionRange(caret, caret)
  })

  const pick = (option: MentionOption) => {
    if (!mention) return
    const inserted = `@${option.handle} `
    const caret = mention.start + inserted.length
    onValueChange(value.slice(0, mention.start) + inserted + value.slice(cursor))
    caretAfterPick.current = caret
    setCursor(caret)
    textareaRef.current?.focus()
  }

  const handleKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (isOpen) {
      const chosen = options[active]
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActiveIndex((active + step + options.length) % options.length)
      } else if ((event.key === 'Enter' || event.key === 'Tab') && chosen) {
        pick(chosen)
      } else if (event.key === 'Escape') {
        setDismissedStart(mention?.start ?? null)
      } else {
        onKeyDown?.(event)
        return
      }
      event.preventDefault()
      event.stopPropagation()
      return
    }
    onKeyDown?.(event)
  }

  const trackCursor = (event: React.SyntheticEvent<HTMLTextAreaElement>) =>
    setCursor(event.currentTarget.selectionStart)

  return (
    <div className="relative">
      <Textarea
        ref={textareaRef}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value)
          setCursor(event.target.selectionStart)
        }}
        onSelect={trackCursor}
        onKeyDown={handleKeyDown}
        onBlur={() => setDismissedStart(mention?.start ?? null)}
        onFocus={() => setDismissedStart(null)}
        aria-autocomplete="list"
        aria-controls={isOpen ? listboxId : undefined}
        aria-activedescendant={isOpen ? `${listboxId}-${active}` : undefined}
        {...props}
      />
      {isOpen ? (
        <MentionOptions
          id={listboxId}
          options={options}
          activeIndex={active}
          onPick={pick}
          onHover={setActiveIndex}
        />
      ) : null}
    </div>
  )
}
