import { settingsTexts } from '@common/settings-texts'
import { cn } from '@web/lib/cn'
import { getThemeChoice, setThemeChoice, type ThemeChoice } from '@web/lib/theme'
import { Monitor, Moon, Sun } from 'lucide-react'
import { useState } from 'react'

const choices: { value: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { value: 'system', label: settingsTexts.themeChoices.system, icon: Monitor },
  { value: 'light', label: settingsTexts.themeChoices.light, icon: Sun },
  { value: 'dark', label: settingsTexts.themeChoices.dark, icon: Moon },
]

/** System, light or dark: applied at once and remembered in this browser. */
export function ThemePicker() {
  const [current, setCurrent] = useState<ThemeChoice>(getThemeChoice)
  return (
    <fieldset className="rounded-2xl border border-border bg-card px-4 py-3.5">
      <legend className="sr-only">{settingsTexts.theme}</legend>
      <p aria-hidden className="mb-3 text-[15px] font-medium">
        {settingsTexts.theme}
      </p>
      <div className="grid grid-cols-3 gap-2">
        {choices.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              current === value
                ? 'border-primary bg-primary-soft text-foreground'
                : 'border-border hover:bg-hover',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={current === value}
              onChange={() => {
                setThemeChoice(value)
                setCurrent(value)
              }}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
