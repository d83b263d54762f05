import { limits } from '@common/texts'
import { cn } from '@web/lib/cn'
import { navigationTexts } from '../texts'

/** The spec's badge text: the count, or 99+ above 99. */
export function badgeText(count: number) {
  return count > limits.badgeMax ? `${limits.badgeMax}+` : String(count)
}

/** A small count bubble; hidden at zero. Decorative: the link's name carries the count. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-danger-solid px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-background',
        className,
      )}
    >
      {badgeText(count)}
    </span>
  )
}

export function notificationsLabel(count: number) {
  return count > 0
    ? navigationTexts.notificationsUnread(badgeText(count))
    : navigationTexts.notifications
}
