import { projectFieldLabels, projectScreenTexts, projectTexts } from '@common/project-texts'
import {
  addTechStackItems,
  splitTechStack,
  TECH_ITEM_MAX,
  TECH_STACK_MAX,
} from '@common/tech-stack'
import { Button } from '@web/components/ui/button'
import { fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { Label } from '@web/components/ui/label'
import { Plus, X } from 'lucide-react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'

/** Why the typed text cannot be added, if it cannot. */
export function techStackProblem(items: readonly string[], text: string): string | null {
  if (splitTechStack(text).some((item) => item.length > TECH_ITEM_MAX)) {
    return projectTexts.techItemTooLong
  }
  if (items.length >= TECH_STACK_MAX && splitTechStack(text).length > 0) {
    return projectTexts.techStackTooLong
  }
  return null
}

type TechStackFieldProps = {
  items: string[]
  onItemsChange: (items: string[]) => void
  /** Typed but not yet added: kept by the form so Save can add it too. */
  text: string
  onTextChange: (text: string) => void
  error?: string
  disabled?: boolean
}

/** Enter or 'Add' splits the text on commas and semicolons into chips; each chip is removable. */
export function TechStackField(props: TechStackFieldProps) {
  const { items, onItemsChange, text, onTextChange, error, disabled } = props
  const [problem, setProblem] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const removeButtonsRef = useRef<(HTMLButtonElement | null)[]>([])
  const [focusAfterRemove, setFocusAfterRemove] = useState<number | null>(null)

  useEffect(() => {
    if (focusAfterRemove === null) return
    const nextButton = removeButtonsRef.current[Math.min(focusAfterRemove, items.length - 1)]
    ;(nextButton ?? inputRef.current)?.focus()
    setFocusAfterRemove(null)
  }, [focusAfterRemove, items.length])

  const add = () => {
    const refusal = techStackProblem(items, text)
    setProblem(refusal)
    if (refusal) return
    onItemsChange(addTechStackItems(items, text))
    onTextChange('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  const remove = (index: number) => {
    onItemsChange(items.filter((_, itemIndex) => itemIndex !== index))
    setFocusAfterRemove(index)
  }

  const message = problem ?? error
  return (
    <div className="grid gap-2">
      <Label htmlFor="project-tech">{projectFieldLabels.techStack}</Label>
      <div className="flex gap-2">
        <Input
          id="project-tech"
          ref={inputRef}
          value={text}
          disabled={disabled}
          placeholder={projectScreenTexts.techStackPlaceholder}
          enterKeyHint="done"
          onChange={(event) => {
            onTextChange(event.target.value)
            setProblem(null)
          }}
          onKeyDown={onKeyDown}
          {...fieldAria('project-tech', message ?? undefined, true)}
        />
        <Button
          variant="outline"
          className="h-11"
          disabled={disabled || text.trim() === ''}
          onClick={add}
        >
          <Plus aria-hidden />
          {projectScreenTexts.addTech}
        </Button>
      </div>
      {message ? (
        <p id="project-tech-error" className="text-sm text-danger">
          {message}
        </p>
      ) : (
        <p id="project-tech-hint" className="text-sm text-muted-foreground">
          {projectScreenTexts.techStackHint}
        </p>
      )}
      {items.length > 0 ? (
        <ul aria-label={projectScreenTexts.addedTech} className="flex flex-wrap gap-2">
          {items.map((item, index) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-1 pr-1 pl-3 text-sm"
            >
              {item}
              <button
                type="button"
                ref={(button) => {
                  removeButtonsRef.current[index] = button
                }}
                aria-label={projectScreenTexts.removeTech(item)}
                disabled={disabled}
                onClick={() => remove(index)}
                className="flex size-6 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
