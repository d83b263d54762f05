import { PRODUCT_NAME } from '@common/texts'
import { cn } from '@web/lib/cn'

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M8 23V10.5l8 7 8-7V23"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The mark and the wordmark; wrap it in a link where it should lead somewhere. */
export function Logo({
  className,
  markClassName,
  wordmarkClassName,
}: {
  className?: string
  markClassName?: string
  wordmarkClassName?: string
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className={markClassName} />
      <span className={cn('text-lg font-bold tracking-tight', wordmarkClassName)}>
        {PRODUCT_NAME}
      </span>
    </span>
  )
}
