import type { MuteDuration } from '@common/safety'
import { safetyTexts } from '@common/safety-texts'
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group'
import { useId } from 'react'

const choiceClassName =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 py-2 text-sm hover:bg-hover has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 lg:min-h-10'

type ChoiceGroupProps<T extends string> = {
  /** The group's name, above it (what screen readers announce on entering it). */
  label: string
  /** Each choice and its words, in the order shown. */
  choices: Record<T, string>
  value: T
  onChange: (value: T) => void
  disabled?: boolean
  /** The group's grid: one column unless told (`sm:grid-cols-3` puts three side by side). */
  className?: string
}

/**
 * A labelled set of radio cards, the whole card a target (44 px on phones): the mute dialog's
 * and the muted-words form's choices.
 */
export function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
  disabled = false,
  className,
}: ChoiceGroupProps<T>) {
  const ids = useId()
  const labelId = `${ids}-label`
  const keys = Object.keys(choices) as T[]
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        disabled={disabled}
        className={className}
        onValueChange={(next) => onChange(next as T)}
      >
        {keys.map((choice) => (
          <label key={choice} htmlFor={`${ids}-${choice}`} className={choiceClassName}>
            <RadioGroupItem id={`${ids}-${choice}`} value={choice} />
            {choices[choice]}
          </label>
        ))}
      </RadioGroup>
    </div>
  )
}

/**
 * "Mute for": 1 day, 7 days or Forever, from the texts (not `muteDurations` of @common/safety,
 * which would bring zod into the screen). The mute dialog and the muted-words form both ask it.
 */
export function MuteDurationChoice({
  value,
  onChange,
  disabled,
  className,
}: Omit<ChoiceGroupProps<MuteDuration>, 'label' | 'choices'>) {
  return (
    <ChoiceGroup
      label={safetyTexts.muteFor}
      choices={safetyTexts.durations}
      value={value}
      onChange={onChange}
      disabled={disabled}
      className={className}
    />
  )
}
