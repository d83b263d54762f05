import { postScreenTexts } from '@common/post-texts'
import { Avatar } from '@web/components/ui/avatar'
import { cn } from '@web/lib/cn'

export type MentionOption = {
  id: string
  /** What follows the @ once picked: a username or a project's mention key. */
  handle: string
  title: string
  detail: string
  imageUrl: string | null
}

type MentionOptionsProps = {
  id: string
  options: MentionOption[]
  activeIndex: number
  onPick: (option: MentionOption) => void
  onHover: (index: number) => void
}

/** The suggestion list under the text; the textarea keeps focus (aria-activedescendant). */
export function MentionOptions({ id, options, activeIndex, onPick, onHover }: MentionOptionsProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={postScreenTexts.mentionSuggestions}
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
          <Avatar src={option.imageUrl} name={option.title} size="sm" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{option.title}</span>
            <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>
          </span>
        </div>
      ))}
    </div>
  )
}
