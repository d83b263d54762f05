import type { ReplyRule } from '@common/safety'
import { safetyTexts } from '@common/safety-texts'
import { cn } from '@web/lib/cn'
import { MessageCircleOff } from 'lucide-react'

/** Who may comment, when its author limited it (issue 31 §3); nothing for everyone. */
export function ReplyRuleNote({ rule, className }: { rule: ReplyRule; className?: string }) {
  if (rule === 'everyone' || !safetyTexts.replyRules[rule]) return null
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-3.5 [&_svg]:shrink-0',
        className,
      )}
    >
      <MessageCircleOff aria-hidden />
      {safetyTexts.replyRules[rule]}
    </p>
  )
}
