import { inputClassName } from '@web/components/ui/input'
import { Label } from '@web/components/ui/label'
import { cn } from '@web/lib/cn'
import { ChevronDown } from 'lucide-react'

type SelectFieldProps = {
  id: string
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}

/** A labelled native select (keyboard and screen readers get the platform's own control). */
export function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <div className="grid min-w-0 flex-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClassName, 'cursor-pointer appearance-none pr-10')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  )
}
