import { SEARCH_TERM_MAX, searchTexts } from '@common/search'
import { Button } from '@web/components/ui/button'
import { Input } from '@web/components/ui/input'
import { Label } from '@web/components/ui/label'
import { Spinner } from '@web/components/ui/spinner'
import { Search, X } from 'lucide-react'
import type { KeyboardEvent, RefObject } from 'react'

type SearchBoxProps = {
  inputRef: RefObject<HTMLInputElement | null>
  value: string
  onValueChange: (value: string) => void
  onSubmit: () => void
  onClear: () => void
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  isBusy: boolean
  autoFocus?: boolean
}

export const SEARCH_INPUT_ID = 'search-term'

/** The labelled search field with its icon, a busy spinner and the clear button. */
export function SearchBox({
  inputRef,
  value,
  onValueChange,
  onSubmit,
  onClear,
  onKeyDown,
  isBusy,
  autoFocus,
}: SearchBoxProps) {
  return (
    <search>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <Label htmlFor={SEARCH_INPUT_ID}>{searchTexts.inputLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={inputRef}
            id={SEARCH_INPUT_ID}
            type="search"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={searchTexts.placeholder}
            maxLength={SEARCH_TERM_MAX}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            // Opening the Search screen means the member wants to type.
            autoFocus={autoFocus}
            className="pr-20 pl-10 [&::-webkit-search-cancel-button]:appearance-none"
          />
          <div className="absolute inset-y-0 right-1 flex items-center gap-1">
            {isBusy ? <Spinner className="text-muted-foreground" /> : null}
            {value ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={searchTexts.clear}
                onClick={onClear}
              >
                <X aria-hidden />
              </Button>
            ) : null}
          </div>
        </div>
      </form>
    </search>
  )
}
