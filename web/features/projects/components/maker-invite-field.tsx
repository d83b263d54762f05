import { makerTexts } from '@common/project-makers'
import { limits } from '@common/texts'
import { Button } from '@web/components/ui/button'
import { Input } from '@web/components/ui/input'
import { Spinner } from '@web/components/ui/spinner'
import { useMentionSuggestions } from '@web/features/posts'
import { type MentionOption, MentionOptions } from '@web/features/posts/components/mention-options'
import { ApiError } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { UserPlus } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useMakerAction } from '../maker-api'

function useDebounced(value: string | null, delayMs: number) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

/**
 * The owner's invite field: a username, suggested as mentions are (members only, no projects):
 * arrow keys move, Enter or Tab picks, Escape closes; Enter without a list sends.
 */
export function MakerInviteField({ projectId }: { projectId: string }) {
  const inputId = useId()
  const listboxId = useId()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [closed, setClosed] = useState(false)
  const [activeIndex, setActiveIndex] = useState(0)
  const invite = useMakerAction(projectId)

  const word = value.trim().replace(/^@/, '')
  const suggestions = useMentionSuggestions(useDebounced(word.length > 0 ? word : null, 150))
  const options: MentionOption[] = (suggestions.data?.users ?? [])
    .slice(0, limits.mentionSuggestions)
    .map((user) => ({
      id: user.id,
      handle: user.username,
      title: user.name,
      detail: `@${user.username}`,
      imageUrl: user.avatarUrl,
    }))
  // A name already typed in full needs no list.
  const isOpen =
    !closed &&
    word.length > 0 &&
    options.length > 0 &&
    !(options.length === 1 && options[0]!.handle === word.toLowerCase())
  const active = Math.min(activeIndex, options.length - 1)

  const change = (next: string) => {
    setValue(next)
    setError(null)
    setClosed(false)
    setActiveIndex(0)
  }
  const pick = (option: MentionOption) => {
    setValue(`@${option.handle}`)
    setClosed(true)
  }
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (word.length === 0 || invite.isPending) return
    invite.mutate(
      { kind: 'invite', username: word },
      {
        onSuccess: () => {
          toast.success(makerTexts.inviteSent(word.toLowerCase()))
          setValue('')
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : makerTexts.actionFailed),
      },
    )
  }
  const keyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!isOpen) return
    const chosen = options[active]
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((active + step + options.length) % options.length)
    } else if ((event.key === 'Enter' || event.key === 'Tab') && chosen) {
      pick(chosen)
    } else if (event.key === 'Escape') {
      setClosed(true)
    } else return
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <form className="grid gap-1.5" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="text-sm font-medium">
        {makerTexts.inviteLabel}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Input
            id={inputId}
            value={value}
            onChange={(event) => change(event.target.value)}
            onKeyDown={keyDown}
            onBlur={() => setClosed(true)}
            placeholder={makerTexts.invitePlaceholder}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            role="combobox"
            aria-expanded={isOpen}
            aria-autocomplete="list"
            aria-controls={isOpen ? listboxId : undefined}
            aria-activedescendant={isOpen ? `${listboxId}-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
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
        <Button type="submit" variant="secondary" disabled={word.length === 0 || invite.isPending}>
          {invite.isPending ? <Spinner /> : <UserPlus aria-hidden />}
          {makerTexts.invite}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  )
}
