import { postScreenTexts } from '@common/post-texts'
import { Avatar } from '@web/components/ui/avatar'
import { cn } from '@web/lib/cn'
import { Hash } from 'lucide-react'

export type MentionOption = {
  id: string
  /** What follows the @ or # once picked: a username, a project's mention key or a tag. */
  handle: string
  title: string
  detail: string
  imageUrl?: string | null
  isTag?: boolean
}

type MentionOptionsProps = {
  id: string
  /** The list's accessible name: mention suggestions unless told. */
  label?: string
  options: MentionOption[]
  activeIndex: number
  onPick: (option: MentionOption) => void
  onHover: (index: number) => void
}

/** The suggestion list under the text (people and projects, or tags); the textarea keeps focus (aria-activedescendant). */
export function MentionOptions({
  id,
  label = postScreenTexts.mentionSuggestions,
  options,
  activeIndex,
  onPick,
  onHover,
}: MentionOptionsProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-border bg-card p-1 shadow-lg"
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: keys act in the textarea (activedescendant)
        <div
          key={option.id}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          // Keep focus (and the caret) in the textarea while clicking an option.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
          onMouseEnter={() => onHover(index)}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
            index === activeIndex && 'bg-hover',
          )}
        >
          {option.isTag ? (
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Hash className="size-4" aria-hidden />
            </span>
          ) : (
            <Avatar src={option.imageUrl ?? null} name={option.title} size="sm" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{option.title}</span>
            <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>
          </span>
        </div>
      ))}
    </div>
  )
}
