import { PROJECT_CATEGORIES, projectFieldLabels, projectScreenTexts } from '@common/project-texts'
import { fieldAria } from '@web/components/ui/form-field'
import { Input, inputClassName } from '@web/components/ui/input'
import { Label } from '@web/components/ui/label'
import { cn } from '@web/lib/cn'
import { ChevronDown } from 'lucide-react'
import { useRef, useState } from 'react'

const CUSTOM = '__custom__'

function presetOf(category: string) {
  const text = category.trim().toLowerCase()
  return PROJECT_CATEGORIES.find((preset) => preset.toLowerCase() === text)
}

type CategoryFieldProps = {
  value: string
  onChange: (category: string) => void
  error?: string
  disabled?: boolean
}

/** A preset from the list, or 'Custom…' and the member's own text (trimmed on save). */
export function CategoryField({ value, onChange, error, disabled }: CategoryFieldProps) {
  const [isCustom, setIsCustom] = useState(() => value.trim() !== '' && !presetOf(value))
  const customInputRef = useRef<HTMLInputElement>(null)
  const selected = isCustom ? CUSTOM : (presetOf(value) ?? '')

  const choose = (option: string) => {
    if (option === CUSTOM) {
      setIsCustom(true)
      onChange('')
      // The input appears on this render; focus it once it exists.
      requestAnimationFrame(() => customInputRef.current?.focus())
      return
    }
    setIsCustom(false)
    onChange(option)
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor="project-category">{projectFieldLabels.category}</Label>
      <div className="relative">
        <select
          id="project-category"
          value={selected}
          disabled={disabled}
          onChange={(event) => choose(event.target.value)}
          className={cn(inputClassName, 'cursor-pointer appearance-none pr-10')}
          {...(isCustom ? {} : fieldAria('project-category', error))}
        >
          <option value="">{projectScreenTexts.noCategory}</option>
          {PROJECT_CATEGORIES.map((preset) => (
            <option key={preset} value={preset}>
              {preset}
            </option>
          ))}
          <option value={CUSTOM}>{projectScreenTexts.customCategory}</option>
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      {isCustom ? (
        <div className="grid gap-2">
          <Label htmlFor="project-category-custom">{projectScreenTexts.customCategoryLabel}</Label>
          <Input
            id="project-category-custom"
            ref={customInputRef}
            value={value}
            disabled={disabled}
            placeholder={projectScreenTexts.customCategoryPlaceholder}
            onChange={(event) => onChange(event.target.value)}
            {...fieldAria('project-category-custom', error)}
          />
        </div>
      ) : null}
      {error ? (
        <p
          id={isCustom ? 'project-category-custom-error' : 'project-category-error'}
          className="text-sm text-danger"
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}
