import { Textarea } from '@web/components/ui/textarea'
import { type ComponentProps, useId, useLayoutEffect, useRef, useState } from 'react'
import { useEntitySuggestions } from '../use-entity-suggestions'
import { type MentionOption, MentionOptions } from './mention-options'

type MentionTextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string
  onValueChange: (value: string) => void
}

/**
 * A textarea that suggests people and projects while an `@word` is typed before the cursor, and
 * tags in use while a `#word` is: arrow keys move, Enter or Tab picks, Escape closes.
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

  const { typed, entity, options, label } = useEntitySuggestions(value, cursor, dismissedStart)
  const isOpen = options.length > 0
  const active = Math.min(activeIndex, options.length - 1)

  // Each new word starts at the top of the list; leaving the word forgets an Escape.
  const word = typed ? `${typed.start}:${typed.query}` : null
  const [previousWord, setPreviousWord] = useState(word)
  if (word !== previousWord) {
    setPreviousWord(word)
    setActiveIndex(0)
  }
  if (!typed && dismissedStart !== null) setDismissedStart(null)

  useLayoutEffect(() => {
    const caret = caretAfterPick.current
    if (caret === null || !textareaRef.current) return
    caretAfterPick.current = null
    textareaRef.current.setSelectionRange(caret, caret)
  })

  const pick = (option: MentionOption) => {
    if (!entity) return
    const inserted = `${option.isTag ? '#' : '@'}${option.handle} `
    const caret = entity.start + inserted.length
    onValueChange(value.slice(0, entity.start) + inserted + value.slice(cursor))
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
        setDismissedStart(typed?.start ?? null)
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
        onBlur={() => setDismissedStart(typed?.start ?? null)}
        onFocus={() => setDismissedStart(null)}
        aria-autocomplete="list"
        aria-controls={isOpen ? listboxId : undefined}
        aria-activedescendant={isOpen ? `${listboxId}-${active}` : undefined}
        {...props}
      />
      {isOpen ? (
        <MentionOptions
          id={listboxId}
          label={label}
          options={options}
          activeIndex={active}
          onPick={pick}
          onHover={setActiveIndex}
        />
      ) : null}
    </div>
  )
}
