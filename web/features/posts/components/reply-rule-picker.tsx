import type { ReplyRule } from '@common/safety'
import { safetyTexts } from '@common/safety-texts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu'
import { cn } from '@web/lib/cn'
import { Check, ChevronDown, MessageCircle } from 'lucide-react'
import { DropdownMenu as MenuPrimitive } from 'radix-ui'

const choices = Object.keys(safetyTexts.replyRuleChoices) as ReplyRule[]

type ReplyRulePickerProps = {
  value: ReplyRule
  onChange: (rule: ReplyRule) => void
  disabled?: boolean
  className?: string
}

/**
 * The composer's "Who can comment" (issue 31 §3): everyone, people I follow, people I mention.
 * A menu of radio items, so arrows, Enter and Escape work as in every other menu of the app.
 */
export function ReplyRulePicker({ value, onChange, disabled, className }: ReplyRulePickerProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={disabled}
        // The visible text is "Who can comment: Everyone" on wide screens, the choice on phones.
        aria-label={`${safetyTexts.whoCanComment}: ${safetyTexts.replyRuleChoices[value]}`}
        className={cn(
          'inline-flex h-9 max-lg:h-11 cursor-pointer items-center gap-1.5 rounded-full border border-input px-3 text-sm text-muted-foreground hover:bg-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
          className,
        )}
      >
        <MessageCircle aria-hidden />
        <span className="max-sm:sr-only">{safetyTexts.whoCanComment}:</span>
        <span className="font-medium text-foreground">{safetyTexts.replyRuleChoices[value]}</span>
        <ChevronDown aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <MenuPrimitive.Label className="px-3 py-1.5 text-xs font-medium text-muted-foreground">
          {safetyTexts.whoCanComment}
        </MenuPrimitive.Label>
        <MenuPrimitive.RadioGroup
          value={value}
          onValueChange={(rule) => onChange(rule as ReplyRule)}
        >
          {choices.map((rule) => (
            <MenuPrimitive.RadioItem
              key={rule}
              value={rule}
              className="flex cursor-pointer items-center gap-2 rounded-lg py-2 pr-3 pl-8 text-sm outline-none select-none data-[highlighted]:bg-hover relative"
            >
              <MenuPrimitive.ItemIndicator className="absolute left-2.5 inline-flex">
                <Check aria-hidden className="size-4" />
              </MenuPrimitive.ItemIndicator>
              {safetyTexts.replyRuleChoices[rule]}
            </MenuPrimitive.RadioItem>
          ))}
        </MenuPrimitive.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
